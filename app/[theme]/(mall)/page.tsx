import { CategoryOverview } from '@/components/home/category-overview';
import { categoryTree } from '@/server/services/category';

export default async function HomePage() {
  const tree = await categoryTree(true);
  return (
    <main className="mall-container">
      <h1 className="visually-hidden">首页</h1>
      <CategoryOverview tree={tree} />
    </main>
  );
}
