'use client';

import { Button, Result } from 'antd';
import type { CartAccess } from './use-cart-access';

/** Why the cart or an order page shows nothing: not logged in, not a buyer, or a failure. */
export function CartBlocked({ access, onRetry }: { access: CartAccess; onRetry?: () => void }) {
  if (access.kind === 'visitor') {
    return (
      <Result
        status="info"
        title="请先登录"
        subTitle="登录采购商账号后即可使用采购车和下单，正在前往登录页…"
      />
    );
  }
  if (access.kind === 'forbidden') {
    return (
      <Result
        status="warning"
        title={access.message}
        subTitle="采购车和订单只属于采购商身份：当前使用的是供应商身份或还没有选择企业身份，因此看不到任何采购车内容。需要采购时，请在顶栏用户菜单中切换或开通采购商身份。"
      />
    );
  }
  return (
    <Result
      status="error"
      title={access.message}
      extra={onRetry ? <Button onClick={onRetry}>重新加载</Button> : null}
    />
  );
}
