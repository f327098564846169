import { createCipheriv } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { CartLine } from '../../api/modules/shopping-cart';
import type { OrderDetail, PlacedOrders } from '../../api/modules/order';
import type { Page as ListPage, ProductDetail } from '../../api/types';
import { skuPrice } from '../../lib/price';
import { solveBlockPuzzle, type CaptchaImageData } from '../fixtures/captcha-solver';
import { latestSmsCode, MAIN } from './helpers';

type Envelope<T> = { code: number; msg: string; data: T };

/** The buyer company's approvers (SMS login only), by the name the order shows. */
export const APPROVER_PHONE: Record<string, string> = {
  刘振华: '13700009001',
  高雅琴: '13700009002',
};

export const DEMO_SUPPLIER_ENTERPRISE = 1;

export async function data<T>(
  res: Promise<{ status(): number; json(): Promise<unknown>; text(): Promise<string> }>,
): Promise<T> {
  const r = await res;
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as Envelope<T>).data;
}

/**
 * A SKU of the demo supplier that can be ordered `qty` times for less than ¥50,000 (one
 * approval level under the seed's rules), with stock to spare.
 */
async function orderableSku(request: APIRequestContext, qty: number) {
  const list = await data<ListPage<{ id: number }>>(
    request.get(`/v1/api/item/tenantItemSearch?tenantId=${DEMO_SUPPLIER_ENTERPRISE}&pageSize=40`),
  );
  for (const { id } of list.records) {
    const res = await request.get(`/v1/api/item/${id}`);
    if (res.status() !== 200) continue;
    const product = ((await res.json()) as Envelope<ProductDetail>).data;
    for (const sku of product.skuDtoList) {
      const price = skuPrice(sku);
      if (price.kind !== 'fixed' || sku.priceType !== 2 || sku.stock < qty + 20) continue;
      if (price.fen * qty >= 4_000_000) continue;
      return { product, sku };
    }
  }
  throw new Error('no orderable SKU of the demo supplier in the seed');
}

/**
 * Places an order as the signed-in buyer (the request context holds the buyer's session):
 * one line of the demo supplier, `qty` units, to the default address, for `auditorId` to
 * approve (the rules' first level when they name one).
 */
export async function placeOrder(
  request: APIRequestContext,
  { qty, remark, auditorId }: { qty: number; remark: string; auditorId: number },
): Promise<{ id: number; orderNo: string; itemName: string }> {
  const { product, sku } = await orderableSku(request, qty);
  const before = (await data<CartLine[]>(request.get('/v1/api/shopping-cart/carts'))).find(
    (l) => l.skuId === sku.id,
  );
  // Exactly qty in the cart line, whatever an earlier run left there.
  if (before) {
    await data(request.put('/v1/api/developer/cart', { data: { skuId: sku.id, quantity: qty } }));
  } else {
    await data(request.post('/v1/api/developer/cart', { data: { skuId: sku.id, quantity: qty } }));
  }
  const line = (await data<CartLine[]>(request.get('/v1/api/shopping-cart/carts'))).find(
    (l) => l.skuId === sku.id,
  )!;
  const addresses = await data<{ id: number; isDefault: boolean }[]>(
    request.post('/v1/api/receiveAddress/list', { data: {} }),
  );
  const address = addresses.find((a) => a.isDefault) ?? addresses[0]!;
  const placed = await data<PlacedOrders>(
    request.post('/v1/api/developer/order', {
      data: {
        idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
        items: [{ cartId: line.id, price: line.price }],
        receiveAddressId: address.id,
        auditorId,
        remark,
      },
    }),
  );
  const order = placed.orders[0]!;
  return { id: order.id, orderNo: order.orderNo, itemName: product.name };
}

export const getOrder = (request: APIRequestContext, id: number) =>
  data<OrderDetail>(request.get(`/v1/api/order/${id}`));

// The AJ-Captcha answer as lib/captcha builds it (that module's crypto-js imports don't load here).
const aesEncrypt = (plaintext: string, key: string) => {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
};
const blockPuzzlePlaintext = (x: number) => JSON.stringify({ x, y: 5 });
const captchaVerificationOf = (token: string, plaintext: string, key: string) =>
  aesEncrypt(`${token}---${plaintext}`, key);

/** A phone gets one code a minute: waits until the last one is a minute old. */
export async function waitForNextSms(request: APIRequestContext, phone: string) {
  const outbox = await request.get(`${MAIN}/v1/api/ops/sms-outbox?phone=${phone}`);
  const last = ((await outbox.json()) as Envelope<{ createdAt: string }[]>).data?.[0];
  const wait = last ? new Date(last.createdAt).getTime() + 61_000 - Date.now() : 0;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}

/**
 * Signs a fresh API context in by SMS, as an approver must: the slide captcha is solved from
 * its images, the code read from the outbox. A code sent to the phone in the last minute makes
 * the next one wait; the helper waits it out.
 */
export async function smsSession(phone: string): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL: MAIN });
  await waitForNextSms(ctx, phone);
  for (let attempt = 0; attempt < 6; attempt++) {
    const got = (await (
      await ctx.post('/captcha/get', {
        data: { captchaType: 'blockPuzzle', clientUid: 'e2e-orders', ts: Date.now() },
      })
    ).json()) as { repData: CaptchaImageData };
    const x = await solveBlockPuzzle(got.repData);
    const plaintext = blockPuzzlePlaintext(x);
    const checked = (await (
      await ctx.post('/captcha/check', {
        data: {
          captchaType: 'blockPuzzle',
          token: got.repData.token,
          pointJson: aesEncrypt(plaintext, got.repData.secretKey),
          clientUid: 'e2e-orders',
          ts: Date.now(),
        },
      })
    ).json()) as { repCode: string };
    if (checked.repCode !== '0000') continue;
    const verification = captchaVerificationOf(got.repData.token, plaintext, got.repData.secretKey);
    const sent = await ctx.get(
      `/v1/api/auth/login/sms_code?phone=${phone}&type=login&captchaVerification=${encodeURIComponent(verification)}`,
    );
    if (sent.status() === 429) {
      await waitForNextSms(ctx, phone);
      continue;
    }
    expect(sent.status(), await sent.text()).toBe(200);
    const code = await latestSmsCode(ctx, phone);
    await data(ctx.post('/v1/api/auth/code_login', { data: { phone, code } }));
    return ctx;
  }
  throw new Error(`could not sign ${phone} in by SMS`);
}

/** Approves every pending level of an order through the approvers' own sessions. */
export async function approveAll(buyer: APIRequestContext, id: number) {
  for (let level = 0; level < 3; level++) {
    const order = await getOrder(buyer, id);
    const step = order.approvals.find((a) => a.status === 'pending');
    if (order.status !== 'pending_approval' || !step) return order;
    const approver = await smsSession(APPROVER_PHONE[step.approverName]!);
    await data(approver.post(`/v1/api/order/${id}/approve`, { data: {} }));
    await approver.dispose();
  }
  return getOrder(buyer, id);
}
