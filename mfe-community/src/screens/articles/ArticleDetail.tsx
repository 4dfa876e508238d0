import { useEffect } from 'react';
import { Link, useParams } from '@phjobs/web-core/router';
import type { ArticleDetail } from '@phjobs/contracts/community-articles';
import { fileUrl } from '@phjobs/web-core/api';
import { useApiQuery } from '@phjobs/web-core/query';
import { fetchArticle, type MagazineArea } from '../../api/articles';
import { BackBar, DetailState, Meta, tagLabel } from './parts';

const LABELS: Record<MagazineArea, string> = { jobStory: 'Job Story', hrMagazine: 'HR Magazine' };

/**
 * /jobStory/{id} and /hrMagazine/{id}: title, date, view count, the HTML body, the hashtags and the
 * same-keyword list; a skeleton while it loads. The body is HTML sanitised by services/community when
 * it was written (no script, handlers or javascript: URLs), and innerHTML never runs scripts.
 */
function ArticleScreen({ area }: { area: MagazineArea }) {
  const { id = '' } = useParams();
  const article = useApiQuery(['community', area, 'detail', id], (signal) => fetchArticle(area, id, signal));
  useEffect(() => {
    window.scrollTo(0, 0); // a same-keyword link opens another article in this same screen: start it at its top
  }, [id]);
  return (
    <div className="art art--detail">
      <BackBar list={`/${area}`} label={LABELS[area]} />
      <DetailState state={article} list={`/${area}`} listLabel={`Go to ${LABELS[area]}`}>
        {(item) => <ArticleBody area={area} item={item} />}
      </DetailState>
    </div>
  );
}

function ArticleBody({ area, item }: { area: MagazineArea; item: ArticleDetail }) {
  return (
    <article className="art-article">
      <h1 className="art-article__title">{item.title}</h1>
      <p className="art-article__meta">
        <Meta createdAt={item.createdAt} viewCount={item.viewCount} />
      </p>
      {item.thumbnailKey ? <img className="art-article__img" src={fileUrl(item.thumbnailKey) ?? ''} alt="" width={720} height={400} /> : null}
      <div className="art-article__body" dangerouslySetInnerHTML={{ __html: item.index }} />
      {item.hashTags.length > 0 ? (
        <ul className="art-hashtags" aria-label="Hashtags">
          {item.hashTags.map((tag) => (
            <li key={tag}>
              {area === 'jobStory' ? (
                <Link className="ph-chip art-tag" to={`/jobStory?hashTag=${encodeURIComponent(tag)}`}>
                  {tagLabel(tag)}
                </Link>
              ) : (
                <span className="ph-chip art-tag">{tagLabel(tag)}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {item.sameKeywordList.length > 0 ? (
        <section className="art-same" aria-labelledby="art-same-title">
          <h2 className="art-same__title" id="art-same-title">
            Articles with the same keyword
          </h2>
          <ul className="art-same__list">
            {item.sameKeywordList.map((other) => (
              <li key={other.articleId}>
                <Link to={`/${area}/${other.articleId}`} className="art-same__item">
                  {other.thumbnailKey ? <img src={fileUrl(other.thumbnailKey) ?? ''} alt="" width={160} height={89} loading="lazy" /> : <span className="art-same__noimg" />}
                  <span className="art-same__name">{other.title}</span>
                  <span className="art-same__tags">{other.hashTags.map(tagLabel).join(' ')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export function JobStoryDetail() {
  return <ArticleScreen area="jobStory" />;
}

export function HrMagazineDetail() {
  return <ArticleScreen area="hrMagazine" />;
}
