'use client';

import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { ActivitySignUp } from '@/api/types';
import { useUserStore } from '@/stores/store-provider';
import styles from './opportunity.module.css';

/** Tells a signed-in user that they already signed up, and with whom (getSignUpInfo). */
export function MySignUp({ activityId }: { activityId: number }) {
  const user = useUserStore((s) => s.userInfo);
  const [signUp, setSignUp] = useState<ActivitySignUp | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    api
      .getSignUpInfo({ activityId }, { skipErrorHandler: true })
      .then((s) => live && setSignUp(s))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user, activityId]);
  if (!signUp) return null;
  const names = (signUp.attendees as { name: string }[]).map((a) => a.name).join('、');
  return (
    <Alert
      type="success"
      showIcon
      message={`您已报名：${signUp.tenantName}（${names}）`}
      className={styles.spaced}
    />
  );
}
