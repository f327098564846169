'use client';

import { useEffect, useRef, useState } from 'react';
import type { CategoryNode } from '@/api/types';
import { describedBy, FieldNotes } from '@/components/forms/plain-form';
import formStyles from '@/components/forms/plain-form.module.css';
import { categoryCheckState, coveredLeaves, toggleCategory } from '@/lib/category-selection';
import { MAX_SERVE_CATEGORIES } from '@/lib/certification';
import styles from './serve-category-field.module.css';

export interface ServeCategoryFieldProps {
  id: string;
  label: string;
  error?: string;
  tree: readonly CategoryNode[];
  /** The stored ids: a category whose every subcategory is chosen stands for all of them. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
}

/**
 * The serve categories a supplier picks: a checklist of the category tree, each branch folded
 * under a toggle; checking a category checks everything under it.
 */
export function ServeCategoryField({
  id,
  label,
  error,
  tree,
  value,
  onChange,
}: ServeCategoryFieldProps) {
  const covered = coveredLeaves(tree, value);
  const count = `已选 ${value.length} 项，最多 ${MAX_SERVE_CATEGORIES} 项；选中大类即包含其下全部类目`;
  return (
    <fieldset className={styles.field} aria-describedby={describedBy(id, error, count)}>
      <legend className={formStyles.required}>{label}</legend>
      {tree.length === 0 ? (
        <p className={formStyles.hint} role="status">
          正在加载服务类目…
        </p>
      ) : (
        <ul className={styles.tree}>
          {tree.map((node, index) => (
            <Branch
              key={node.id}
              node={node}
              firstId={index === 0 ? id : undefined}
              invalid={Boolean(error)}
              tree={tree}
              value={value}
              covered={covered}
              onChange={onChange}
            />
          ))}
        </ul>
      )}
      <FieldNotes id={id} error={error} hint={count} />
    </fieldset>
  );
}

function Branch({
  node,
  firstId,
  invalid,
  tree,
  value,
  covered,
  onChange,
}: {
  node: CategoryNode;
  /** The field's id, on the first box, which a refusal focuses. */
  firstId?: string;
  invalid: boolean;
  tree: readonly CategoryNode[];
  value: readonly number[];
  /** The end categories the value covers, worked out once for the whole tree. */
  covered: ReadonlySet<number>;
  onChange: (ids: number[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const state = categoryCheckState(covered, node);
  const children = node.subordinate ?? [];
  const listId = `category-${node.id}`;

  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'partial';
  }, [state]);

  return (
    <li>
      <div className={styles.row}>
        {children.length ? (
          <button
            type="button"
            className={styles.fold}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${open ? '收起' : '展开'}${node.name}`}
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden>{open ? '▾' : '▸'}</span>
          </button>
        ) : (
          <span className={styles.leafSpace} />
        )}
        <label className={styles.option}>
          <input
            ref={box}
            id={firstId}
            type="checkbox"
            checked={state === 'checked'}
            aria-invalid={invalid && firstId ? true : undefined}
            onChange={(e) => onChange(toggleCategory(tree, value, node.id, e.target.checked))}
          />
          <span>{node.name}</span>
        </label>
      </div>
      {children.length ? (
        <ul id={listId} className={styles.tree} hidden={!open}>
          {children.map((child) => (
            <Branch
              key={child.id}
              node={child}
              invalid={false}
              tree={tree}
              value={value}
              covered={covered}
              onChange={onChange}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
