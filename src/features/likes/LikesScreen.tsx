import { Plural, Trans } from '@lingui/react/macro';
import { PushPrompt } from '../push/PushPrompt.tsx';
import { LikesLoading } from './LikesLoading.tsx';
import { LikesSection } from './LikesSection.tsx';
import { LikesTabs } from './LikesTabs.tsx';
import { likeTypeOrder } from './likeTypes.ts';
import { useLikeLists } from './useLikeLists.ts';
import './likes.css';

/** /likes: how many members like me, and the first cards of each type (SPEC §2). */
export default function LikesScreen() {
  const data = useLikeLists();
  return (
    <div className="container page likes-page">
      <header className="likes-head">
        <h1>
          <Trans>Likes</Trans>
        </h1>
        {data && (
          <p className="likes-summary" role="status">
            <Plural value={data.counts['liked-me']} _0="Nobody likes you yet" one="# member likes you" other="# members like you" />
            {data.newCount > 0 && (
              <span className="likes-new-note">
                {' · '}
                <Plural value={data.newCount} one="# new" other="# new" />
              </span>
            )}
          </p>
        )}
      </header>
      <PushPrompt />
      {data ? (
        <>
          <LikesTabs current={null} counts={data.counts} />
          {likeTypeOrder.map((type) => (
            <LikesSection key={type} type={type} likes={data.lists[type]} />
          ))}
        </>
      ) : (
        <LikesLoading />
      )}
    </div>
  );
}
