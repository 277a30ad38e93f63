import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { isLikeType } from '../../contract/likes.ts';
import { NotFoundScreen } from '../errors/NotFoundScreen.tsx';
import { EmptyLikes } from './EmptyLikes.tsx';
import { LikeGrid } from './LikeGrid.tsx';
import { LikesLoading } from './LikesLoading.tsx';
import { LikesTabs } from './LikesTabs.tsx';
import { likeTypeTitles } from './likeTypes.ts';
import { useLikeLists } from './useLikeLists.ts';
import './likes.css';

/** /likes/{type}: every like of one type (decision 070). */
export default function LikesByTypeScreen() {
  const { i18n } = useLingui();
  const { type = '' } = useParams<{ type: string }>();
  const data = useLikeLists();
  if (!isLikeType(type)) return <NotFoundScreen />;
  const title = i18n._(likeTypeTitles[type]);
  const likes = data?.lists[type];
  return (
    <div className="container page likes-page">
      <header className="likes-head">
        <h1>
          {title} {likes && <span className="likes-count">{likes.length}</span>}
        </h1>
      </header>
      {data && <LikesTabs current={type} counts={data.counts} />}
      {!likes ? <LikesLoading /> : likes.length === 0 ? <EmptyLikes type={type} /> : <LikeGrid likes={likes} label={title} showNew={type === 'liked-me'} />}
    </div>
  );
}
