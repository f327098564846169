import { notFound } from 'next/navigation';

/** Any path no route claims ends here, so the themed 404 page answers with status 404. */
export default function UnknownPage() {
  notFound();
}
