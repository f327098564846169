import type { Metadata } from 'next';
import { FavouriteList } from '@/components/workbench/favourite-list';
import { type RealmPageProps, seoMetadata } from '@/server/services/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: RealmPageProps): Promise<Metadata> {
  return seoMetadata((await params).theme, '/workbench/personal/favourites', { title: '我的收藏' });
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PersonalFavouritesPage({ searchParams }: Props) {
  return <FavouriteList side="personal" query={await searchParams} />;
}
