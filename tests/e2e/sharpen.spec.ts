import { CLOSE_CALL_ANSWERS } from '../helpers/factories';
import { expect, expectAccessible } from './fixtures';
import { createAssessment, test } from './assessment-data';

// Biscuit's answers leave confidence a close call at "Somewhat Confident" (ICAF, the Voyager).
const closeCallBiscuit = { petName: 'Biscuit', textResponses: [...CLOSE_CALL_ANSWERS] };

test.describe('Help us sharpen this', () => {
  test('answering a close call re-scores the result and says what changed', async ({
    page,
    returningOwner: _owner,
  }) => {
    const made = await createAssessment(page.request, closeCallBiscuit);
    expect(made.archetypeCode).toBe('ICAF');
    await page.goto(`/results/${made.id}`);
    await expect(page.getByRole('heading', { name: 'The Voyager', level: 2 })).toBeVisible();

    const card = page.getByRole('region', { name: 'Help us sharpen this' });
    await expect(card).toHaveCount(1);
    // An invitation first: one line and a button, below the result; the questions open in place.
    await expect(card.getByText('Biscuit showed signs of being both confident and timid.')).toBeVisible();
    await expect(card.getByRole('radio')).toHaveCount(0);
    const title = await page.getByRole('heading', { name: 'The Voyager', level: 2 }).boundingBox();
    expect(title!.y).toBeLessThan((await card.boundingBox())!.y);
    await expectAccessible(page, 'results with a sharpen invitation');
    await card.getByRole('button', { name: /^Answer \d+ questions?$/ }).click();
    await expect(card).toBeFocused();
    await expect(card.getByText('Confidence: close call')).toBeVisible();
    await expect(
      card.getByText('A visitor Biscuit has never met comes in. What happens in the first few minutes?'),
    ).toBeVisible();
    const update = card.getByRole('button', { name: 'Update my result' });
    await expect(update).toBeDisabled();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/sharpen-card.png' });
    await page.screenshot({ path: '/tmp/sharpen-full.png', fullPage: true });
    await expectAccessible(page, 'results with a sharpen card');

    await card.getByRole('radio', { name: 'Hides, freezes or flees' }).click();
    await expect(update).toBeEnabled();
    await card.getByRole('radio', { name: 'Bolts or hides and takes a long time to come out' }).click();
    await expect(card.getByRole('radio', { name: 'Hides, freezes or flees' })).toBeChecked();
    await update.click();

    const outcome = page.getByRole('status').filter({ hasText: 'Thanks, your answers are in' });
    await expect(outcome.getByText('Confidence: Somewhat Confident → Somewhat Timid')).toBeVisible();
    // The answered card is gone; focus lands on the outcome.
    await expect(outcome).toBeFocused();
    await expect(outcome.getByText('New personality type: The Wanderer (ITAF).', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Help us sharpen this' })).toHaveCount(0);
    // The archetype, the trait meter and the evidence follow the new result.
    await expect(page.getByRole('heading', { name: 'The Wanderer', level: 2 })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Confidence' })).toHaveAttribute('aria-valuenow', '2');
    await expect(page.getByRole('region', { name: 'Confidence: why Timid' })).toContainText('Your follow-up answer');
    await outcome.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/sharpen-outcome.png' });
    await expectAccessible(page, 'results after sharpening');

    // Stored: a reload shows the new type and no card; the list shows it too.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'The Wanderer', level: 2 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Help us sharpen this' })).toHaveCount(0);
    await page.goto('/assessments');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Biscuit' })).toContainText('Wanderer');
  });

  test('an answer that confirms the score says so; a clear result has no card', async ({
    page,
    returningOwner: _owner,
  }) => {
    const clear = await createAssessment(page.request, { petName: 'Rex' });
    await page.goto(`/results/${clear.id}`);
    await expect(page.getByRole('heading', { name: 'Personality Traits' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Help us sharpen this' })).toHaveCount(0);

    const made = await createAssessment(page.request, closeCallBiscuit);
    await page.goto(`/results/${made.id}`);
    const card = page.getByRole('region', { name: 'Help us sharpen this' });
    await card.getByRole('button', { name: /^Answer \d+ questions?$/ }).click();
    await card.getByRole('radio', { name: 'Watches for a bit, then comes closer' }).click();
    await card.getByRole('button', { name: 'Update my result' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'Thanks, your answers are in' });
    await expect(outcome).toContainText('Confidence: Somewhat Confident.');
    await expect(outcome).toContainText('Unchanged: your answer confirmed it.');
    await expect(outcome).not.toContainText('New personality type');
    await expect(page.getByRole('heading', { name: 'The Voyager', level: 2 })).toBeVisible();
  });
});
