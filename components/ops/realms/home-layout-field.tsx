'use client';

import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { HOME_BLOCKS, type HomeBlockKey } from '@/lib/home-layout';
import { HOME_BLOCK_NAMES } from '@/lib/ops-realms';
import styles from './realms.module.css';

interface Props {
  value?: HomeBlockKey[];
  onChange?: (value: HomeBlockKey[]) => void;
  id?: string;
}

/** Which home blocks a realm shows and in which order: shown ones first, each movable. */
export function HomeLayoutField({ value = [], onChange, id }: Props) {
  const hidden = HOME_BLOCKS.filter((k) => !value.includes(k));
  const move = (i: number, by: -1 | 1) => {
    const next = [...value];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange?.(next);
  };
  return (
    <ol className={styles.blocks} id={id} aria-label="首页板块（按显示顺序）">
      {value.map((key, i) => (
        <li key={key} className={styles.block}>
          <Checkbox checked onChange={() => onChange?.(value.filter((k) => k !== key))}>
            {i + 1}. {HOME_BLOCK_NAMES[key]}
          </Checkbox>
          <span>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              disabled={i === 0}
              aria-label={`上移 ${HOME_BLOCK_NAMES[key]}`}
              onClick={() => move(i, -1)}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              disabled={i === value.length - 1}
              aria-label={`下移 ${HOME_BLOCK_NAMES[key]}`}
              onClick={() => move(i, 1)}
            />
          </span>
        </li>
      ))}
      {hidden.map((key) => (
        <li key={key} className={`${styles.block} ${styles.blockOff}`}>
          <Checkbox checked={false} onChange={() => onChange?.([...value, key])}>
            {HOME_BLOCK_NAMES[key]}（未显示）
          </Checkbox>
        </li>
      ))}
    </ol>
  );
}
