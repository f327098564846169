'use client';

import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { ActivitySignUp } from '@/api/types';
import { useUserStore } from '@/stores/store-provider';
import { ActivitySignUpForm } from './activity-sign-up-form';
import styles from './opportunity.module.css';

type Attendee = { name: string; phone: string; position?: string | null };

/**
 * Tells a signed-in user that they already signed up, and with whom (getSignUpInfo), and lets
 * them change it (PUT activity) while the activity takes sign-ups.
 */
export function MySignUp({ activityId }: { activityId: number }) {
  const user = useUserStore((s) => s.userInfo);
  const [signUp, setSignUp] = useState<ActivitySignUp | null>(null);
  const [editing, setEditing] = useState(false);
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
  if (!signUp?.id) return null;
  const attendees = signUp.attendees as Attendee[];
  const names = attendees.map((a) => a.name).join('、');
  return (
    <div className={styles.spaced}>
      <Alert
        type="success"
        showIcon
        title={`您已报名：${signUp.tenantName}（${names}）`}
        action={
          <Button size="small" onClick={() => setEditing((e) => !e)}>
            {editing ? '取消修改' : '修改报名'}
          </Button>
        }
      />
      {editing ? (
        <ActivitySignUpForm
          activityId={activityId}
          editing={{ id: Number(signUp.id), tenantName: signUp.tenantName, attendees }}
          onSaved={(saved) => {
            setSignUp(saved);
            setEditing(false);
          }}
        />
      ) : null}
    </div>
  );
}
