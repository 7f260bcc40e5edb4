import { LIST_PAGE } from '@agency/schema/lists';
import { browserRead } from '@/lib/gateway/browser-read';
import type { PostCardFieldsFragment } from '@/lib/gql/graphql';
import type { CursorPage } from '@/lib/lists/use-cursor-pages';
import { highlightListVariables, postListVariables, type HighlightListStep, type PostListStep } from './list-variables';

type PostCardPage = CursorPage<PostCardFieldsFragment>;

const postList = () => import('./documents').then((d) => d.PostListQuery);
const highlightList = () => import('./documents').then((d) => d.HighlightListQuery);

/** The next step of a post list (16 posts after the cursor), read through the browser's client. */
export async function nextPostPage(step: PostListStep, after: string): Promise<PostCardPage> {
  return (await browserRead(postList, postListVariables(step, LIST_PAGE.step, after))).posts;
}

/** The next step of a highlight category (16 after the cursor), read through the browser's client. */
export async function nextHighlightPage(step: HighlightListStep, after: string): Promise<PostCardPage> {
  return (await browserRead(highlightList, highlightListVariables(step, LIST_PAGE.step, after))).highlights;
}
