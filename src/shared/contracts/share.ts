/** The share cards of shared results (issue 25): PNG images, public, only for shared results. */
import { z } from 'zod';
import { endpoint } from './define.ts';
import { idParam } from './common.ts';
import { RESULTS_NOT_FOUND } from '#shared/rules/assessments.ts';

const cardParams = z.object({ id: idParam(RESULTS_NOT_FOUND) });
/** `v`: the version the link was made for (the preview page adds it); any value gets the current card. */
const cardQuery = z.object({ v: z.string().max(80).optional() });

export const shareEndpoints = {
  getShareCard: endpoint({
    method: 'GET',
    path: '/api/shared-assessments/:id/card.png',
    access: 'public',
    summary:
      "A shared result's card, 1200x630 PNG (link previews): 404 'Results not found' unless its owner shares it. ETag and Last-Modified; 304 on a match",
    tag: 'assessments',
    params: cardParams,
    query: cardQuery,
    status: 200,
    response: null,
    binary: 'image/png',
    notModified: true,
  }),
  getShareStory: endpoint({
    method: 'GET',
    path: '/api/shared-assessments/:id/story.png',
    access: 'public',
    summary: "A shared result's story image, 1080x1920 PNG: 404 'Results not found' unless its owner shares it",
    tag: 'assessments',
    params: cardParams,
    query: cardQuery,
    status: 200,
    response: null,
    binary: 'image/png',
    notModified: true,
  }),
};
