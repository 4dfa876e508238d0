/**
 * Where an employer's news item leads (employer.md section 2): type offer to /offer, type note to
 * /myPage/applicant; other types where the item's own link says, when it is a path of the product.
 */
import type { NewsItem } from '../../api/news';

const isAppPath = (link: string | null | undefined): link is string => typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

export function employerNewsTarget(item: Pick<NewsItem, 'newsType' | 'link'>): string | null {
  if (item.newsType === 'offer') return '/offer';
  if (item.newsType === 'note') return '/myPage/applicant';
  return isAppPath(item.link) ? item.link : null;
}
