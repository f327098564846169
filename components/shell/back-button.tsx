'use client';

import { Button } from 'antd';

/** Goes back in history, or home when the page was opened directly. */
export function BackButton() {
  return (
    <Button
      type="primary"
      onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign('/'))}
    >
      返回上一页
    </Button>
  );
}
