'use client';

import { Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '@/api';
import type { CompetitionField, CompetitionSignup } from '@/api/modules/competition';
import { useUserStore } from '@/stores/store-provider';
import { CompetitionSignup as SignupForm } from './competition-signup';
import { MyEntries, MyProjects } from './my-entries';

interface Props {
  competitionId: number;
  tracks: { id: number; name: string }[];
  extraFields: CompetitionField[];
  signUpOpen: boolean;
}

/** Sign-up and "my entries" of one competition: the per-user part of the cached page. */
export function CompetitionPanel({ competitionId, tracks, extraFields, signUpOpen }: Props) {
  const user = useUserStore((s) => s.userInfo);
  const [tab, setTab] = useState('signup');
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ key: string; signups: CompetitionSignup[] } | null>(null);
  const key = `${user?.id ?? 0}:${competitionId}:${version}`;

  useEffect(() => {
    if (!user) return;
    let live = true;
    api.signUpDetail({ competitionId }, { skipErrorHandler: true }).then(
      (signups) => live && setResult({ key, signups }),
      () => live && setResult({ key, signups: [] }),
    );
    return () => {
      live = false;
    };
  }, [user, competitionId, key]);

  const loading = Boolean(user) && result?.key !== key;
  const signups = result?.key === key ? result.signups : [];
  const load = () => setVersion((v) => v + 1);

  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'signup',
          label: '报名参赛',
          children: (
            <SignupForm
              competitionId={competitionId}
              tracks={tracks}
              extraFields={extraFields}
              open={signUpOpen}
              onSignedUp={() => {
                load();
                setTab('mine');
              }}
            />
          ),
        },
        {
          key: 'mine',
          label: '我的参赛',
          children: user ? (
            <MyEntries signups={signups} loading={loading} onChanged={load} />
          ) : (
            <p>登录后可查看报名记录并提交参赛资料。</p>
          ),
        },
        {
          key: 'projects',
          label: '我的设计项目',
          children: user ? <MyProjects /> : <p>登录后可查看已提交的参赛作品。</p>,
        },
      ]}
    />
  );
}
