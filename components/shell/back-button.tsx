'use client';

import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';

/** Goes back in history, or home when the page was opened directly. */
export function BackButton() {
  const router = useRouter();
  return (
    <Button
      variant="primary"
      onClick={() => (window.history.length > 1 ? router.back() : router.push('/'))}
    >
      返回上一页
    </Button>
  );
}
