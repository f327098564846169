'use client';

/**
 * 返回上一页 as a real link: back in history when there is any, else to `fallback` (a page
 * opened straight from a shared link has nowhere to go back to).
 */
export function BackLink({ className, fallback = '/' }: { className?: string; fallback?: string }) {
  return (
    <a
      className={className}
      href={fallback}
      onClick={(e) => {
        if (window.history.length <= 1) return;
        e.preventDefault();
        window.history.back();
      }}
    >
      返回上一页
    </a>
  );
}
