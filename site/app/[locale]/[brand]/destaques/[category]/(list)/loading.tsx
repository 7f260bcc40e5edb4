import { PostListSkeleton } from '@/components/posts/post-list-skeleton';

export default function Loading() {
  return <PostListSkeleton count={6} />;
}
