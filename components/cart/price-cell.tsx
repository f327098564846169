import type { CartLine } from '@/api/modules/shopping-cart';
import { formatFen } from '@/lib/format';
import { formatPrice, skuPrice } from '@/lib/price';
import styles from './cart.module.css';

/** The unit price of a cart line with its price rule, and the old price when it changed. */
export function PriceCell({ line }: { line: CartLine }) {
  if (line.price === null) return <span className={styles.price}>询价</span>;
  const display = skuPrice({
    price: line.price,
    priceType: line.priceType,
    extraPriceJson: line.extraPriceJson,
  });
  const rule = line.agreement
    ? '企业协议价'
    : display.kind === 'range'
      ? `区间价 ${formatPrice(display)}，按下限计价`
      : null;
  return (
    <div>
      <span className={styles.price}>¥{formatFen(line.price)}</span>
      {rule ? <span className={styles.rule}>{rule}</span> : null}
      {line.priceChanged && line.addedPrice !== null ? (
        <span className={styles.oldPrice} role="status">
          价格已变动（加入时 ¥{formatFen(line.addedPrice)}）
        </span>
      ) : null}
    </div>
  );
}
