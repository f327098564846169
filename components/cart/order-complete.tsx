'use client';

import { Button, Result } from 'antd';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';

const ORDER_NO = /^DD\d{8,24}$/;

/** /confirm-order/complete?orderNos=: the numbers of the orders just placed and what happens next. */
export function OrderComplete() {
  const numbers = (useSearchParams().get('orderNos') ?? '')
    .split(',')
    .filter((n) => ORDER_NO.test(n));
  return (
    <Result
      status="success"
      title="订单提交成功"
      subTitle={
        <>
          {numbers.length > 0 ? (
            <div>
              订单编号：
              {numbers.map((n) => (
                <strong key={n} data-testid="order-no" style={{ marginRight: 12 }}>
                  {n}
                </strong>
              ))}
            </div>
          ) : null}
          <p>
            {numbers.length > 1 ? `商品来自 ${numbers.length} 家供应商，已分别生成订单。` : null}
            订单已提交给审核人审核，审核通过后供应商会与您确认并安排发货；可在“我的订单”中随时查看进度、导出明细。
          </p>
        </>
      }
      extra={[
        <Link key="orders" href="/workbench/developer/orders">
          <Button type="primary">查看我的订单</Button>
        </Link>,
        <Link key="shop" href="/product">
          <Button>继续采购</Button>
        </Link>,
      ]}
    />
  );
}
