import 'server-only';
import { cache } from 'react';
import { activityDetail } from '@/server/services/activities';
import { idOrNotFound, orNotFound } from './load';

type SearchParams = Record<string, string | string[] | undefined>;

/** The activity of a phone poster page (?id=), with the public poster fields only. */
export const posterActivity = cache((id: number) => orNotFound(activityDetail(id, null)));

export const posterActivityOf = (sp: SearchParams) => posterActivity(idOrNotFound(sp.id));
