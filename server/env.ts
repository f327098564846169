import 'server-only';
import { parseEnv } from '@/lib/env';

export const env = parseEnv(process.env);
