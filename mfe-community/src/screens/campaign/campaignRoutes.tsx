import { lazy, Suspense, type ComponentType } from 'react';
import { Route } from '@phjobs/web-core/router';
import { PageSpinner } from '@phjobs/ui/components/Async';

/** A screen in its own chunk, loaded when visited. */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

/** The campaign pages (information pages, no calls): /campaign and its four cards, each its own chunk. */
export const CAMPAIGN_ROUTES: readonly (readonly [string, ComponentType])[] = [
  ['/campaign', screen(() => import(/* webpackChunkName: "campaign" */ './CampaignHub'), 'CampaignHub')],
  ['/campaign/wage', screen(() => import(/* webpackChunkName: "campaign-wage" */ './WagePage'), 'WagePage')],
  ['/campaign/benefit', screen(() => import(/* webpackChunkName: "campaign-benefit" */ './BenefitPage'), 'BenefitPage')],
  ['/campaign/tax', screen(() => import(/* webpackChunkName: "campaign-tax" */ './TaxPage'), 'TaxPage')],
  ['/campaign/laborCode', screen(() => import(/* webpackChunkName: "campaign-labor-code" */ './LaborCodePage'), 'LaborCodePage')],
];

/** The <Route>s of the campaign pages under `basename` (a spinner while a page's chunk loads). */
export function campaignRoutes(basename: string) {
  return CAMPAIGN_ROUTES.map(([path, Screen]) => (
    <Route
      key={path}
      path={`${basename}${path}`}
      element={
        <Suspense fallback={<PageSpinner />}>
          <Screen />
        </Suspense>
      }
    />
  ));
}
