import 'server-only';
import { cache } from 'react';
import { categoryTree } from '@/server/services/category';

/** The front category tree, read once per request (metadata and page share it). */
export const frontCategoryTree = cache(() => categoryTree(true));
