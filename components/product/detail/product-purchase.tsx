'use client';

import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { ProductDetail } from '@/api/types';
import { formatPrice, skuPrice } from '@/lib/price';
import { MAX_CART_QUANTITY } from '@/lib/quantity';
import { TOP_TYPE } from '@/lib/roles';
import {
  choose,
  displayPrice,
  findSku,
  initialSku,
  isInquirySku,
  selectionOf,
} from '@/lib/sku-selection';
import { Button } from '@/components/ui/button';
import { QuantityInput } from '@/components/ui/quantity-input';
import { useMallStores, useUserStore } from '@/stores/store-provider';
import { useAddToCompare } from '../compare/use-add-to-compare';
import { SkuSelector } from './sku-selector';
import { useLoginRedirect } from './use-login-redirect';
import styles from './detail.module.css';
import { useMallFeedback } from '@/components/shell/mall-feedback';

export const BUYERS_ONLY = '仅采购商可以使用购物车';
export const INQUIRY_HINT = '询价商品请联系供应商报价';

const silent = { skipErrorHandler: true };

/**
 * The per-user part of the detail page: price (with the buyer's agreement price, fetched after
 * load), variant choice, quantity, cart, favourite and compare.
 */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  const { message } = useMallFeedback();
  const stores = useMallStores();
  const user = useUserStore((s) => s.userInfo);
  const compare = useAddToCompare();
  const toLogin = useLoginRedirect();
  const [own, setOwn] = useState<ProductDetail | null>(null);
  const [favourite, setFavourite] = useState(false);
  const [selection, setSelection] = useState(() => selectionOf(initialSku(product.skuDtoList)));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  const userId = user?.id;
  const enterpriseId = user?.enterpriseId;
  useEffect(() => {
    if (userId === undefined) return;
    let active = true;
    api.getItemDetail(product.id, undefined, silent).then(
      (detail) => {
        if (!active) return;
        setOwn(detail);
        setFavourite(Boolean(detail.isFavourite));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [product.id, userId, enterpriseId]);

  const skus = (userId !== undefined && own?.skuDtoList) || product.skuDtoList;
  const sku = findSku(skus, selection);
  const price = displayPrice(sku);
  const inquiry = isInquirySku(sku);
  const soldOut = sku !== undefined && sku.stock <= 0;
  const priceText = formatPrice(price);

  const addToCart = async () => {
    if (!user) return toLogin();
    if (user.topType !== TOP_TYPE.buyer) return void message.warning(BUYERS_ONLY);
    if (!sku) return void message.warning('请选择商品规格');
    setAdding(true);
    try {
      const total = await api.addDeveloperCart({ skuId: sku.id, quantity });
      stores.cart.getState().setCartTotal(total);
      void message.success('已加入采购车');
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setAdding(false);
    }
  };

  const toggleFavourite = async () => {
    if (!user) return toLogin();
    try {
      if (favourite) {
        await api.deleteFavourite(product.id);
        setFavourite(false);
        void message.success('已取消收藏');
      } else {
        await api.addFavourite({ itemId: product.id });
        setFavourite(true);
        void message.success('收藏成功');
      }
    } catch {
      // The request layer has shown the server's message.
    }
  };

  const addToCompare = () =>
    compare({ id: product.id, name: product.name, picUrl: product.mainImage, skuId: sku?.id });

  return (
    <div className={styles.purchase}>
      <div className={styles.priceBlock}>
        <span className={styles.priceLabel}>{price.agreement ? '协议价' : '价格'}</span>
        <span className={styles.price} data-testid="detail-price">
          {priceText}
          {price.kind !== 'inquiry' && product.unit ? <small>/{product.unit}</small> : null}
        </span>
        {price.agreement ? (
          <span className={styles.listPrice}>原价 {formatPrice(skuPrice(sku))}</span>
        ) : null}
      </div>
      <SkuSelector
        attributes={product.itemSalesAttributes}
        skus={skus}
        selection={selection}
        onChoose={(key, value) => setSelection(choose(skus, selection, key, value).selection)}
      />
      <div className={styles.row}>
        <label className={styles.rowLabel} htmlFor="detail-quantity">
          数量
        </label>
        <QuantityInput
          id="detail-quantity"
          label="采购数量"
          max={MAX_CART_QUANTITY}
          value={quantity}
          onChange={setQuantity}
        />
        {sku ? <span className={styles.stock}>库存 {sku.stock}</span> : null}
      </div>
      {inquiry ? <p className={styles.hint}>{INQUIRY_HINT}</p> : null}
      {soldOut ? <p className={styles.hint}>该规格暂无库存</p> : null}
      <div className={styles.actions}>
        <Button
          variant="primary"
          size="large"
          loading={adding}
          disabled={!sku || inquiry || soldOut}
          onClick={() => void addToCart()}
        >
          加入采购车
        </Button>
        <Button size="large" aria-pressed={favourite} onClick={() => void toggleFavourite()}>
          {favourite ? '已收藏' : '收藏'}
        </Button>
        <Button size="large" onClick={addToCompare}>
          加入对比
        </Button>
      </div>
    </div>
  );
}
