'use client';

import '@photo-sphere-viewer/core/index.css';
import { Empty, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Viewer } from '@photo-sphere-viewer/core';
import type { FactoryVr } from '@/api/types';
import styles from './showroom.module.css';

/**
 * A 360° viewer of equirectangular panoramas (Photo Sphere Viewer, loaded in the browser only:
 * it needs WebGL and is heavy, so it stays out of the server render and the first bundle).
 */
export function PanoramaViewer({ tours }: { tours: FactoryVr[] }) {
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const [current, setCurrent] = useState(0);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const tour = tours[current];

  useEffect(() => {
    if (!tour || !container.current) return;
    let cancelled = false;
    setState('loading');
    import('@photo-sphere-viewer/core')
      .then(async ({ Viewer }) => {
        if (cancelled || !container.current) return;
        if (viewer.current) {
          await viewer.current.setPanorama(tour.vrUrl, { caption: tour.title });
        } else {
          viewer.current = new Viewer({
            container: container.current,
            panorama: tour.vrUrl,
            caption: tour.title,
            navbar: ['zoom', 'move', 'caption', 'fullscreen'],
            lang: {
              zoom: '缩放',
              zoomOut: '缩小',
              zoomIn: '放大',
              moveUp: '向上',
              moveDown: '向下',
              moveLeft: '向左',
              moveRight: '向右',
              fullscreen: '全屏',
              loadError: '全景图加载失败',
            },
          });
          viewer.current.addEventListener('ready', () => !cancelled && setState('ready'), {
            once: true,
          });
        }
        if (viewer.current.state.ready) setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [tour]);

  useEffect(
    () => () => {
      viewer.current?.destroy();
      viewer.current = null;
    },
    [],
  );

  if (!tour) return <Empty description="该供应商暂未上传VR全景" />;
  return (
    <div>
      <Spin spinning={state === 'loading'} description="全景加载中…">
        <div
          ref={container}
          className={styles.viewer}
          role="application"
          aria-label={`${tour.title}（拖动画面可360°查看）`}
          data-state={state}
        />
      </Spin>
      {state === 'failed' ? <p role="alert">全景查看器加载失败，请刷新页面重试</p> : null}
      {tours.length > 1 ? (
        <ul className={styles.vrList} aria-label="全景列表">
          {tours.map((t, i) => (
            <li key={t.id}>
              <button type="button" aria-pressed={i === current} onClick={() => setCurrent(i)}>
                {t.title}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
