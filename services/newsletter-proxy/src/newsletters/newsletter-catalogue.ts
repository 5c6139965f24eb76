import type { Newsletter } from '@bytewire/contracts';

export type { Newsletter };

/** The publication's newsletters; a journey id names one newsletter and one direction. */
export const NEWSLETTERS: readonly Newsletter[] = [
  {
    id: 'daily',
    name: 'Bytewire Daily',
    description: "The day's top technology news, reviews and buying advice.",
    frequency: 'Every weekday',
    subscribeJourneyId: 'daily-subscribe',
    unsubscribeJourneyId: 'daily-unsubscribe',
  },
  {
    id: 'deals',
    name: 'Bytewire Deals',
    description: 'The best prices on the products we have tested, checked by our editors.',
    frequency: 'Twice a week',
    subscribeJourneyId: 'deals-subscribe',
    unsubscribeJourneyId: 'deals-unsubscribe',
  },
  {
    id: 'reviews',
    name: 'Reviews Weekly',
    description: 'Every review of the week, from phones and laptops to TVs and smart homes.',
    frequency: 'Every Friday',
    subscribeJourneyId: 'reviews-subscribe',
    unsubscribeJourneyId: 'reviews-unsubscribe',
  },
  {
    id: 'security',
    name: 'Security Brief',
    description: 'Threats, breaches and the fixes that matter, explained.',
    frequency: 'Every Tuesday',
    subscribeJourneyId: 'security-subscribe',
    unsubscribeJourneyId: 'security-unsubscribe',
  },
];

export type JourneyAction = 'subscribe' | 'unsubscribe';

/** The newsletter and direction a journey id names, or undefined. */
export function journeyOf(
  journeyId: string,
): { newsletter: Newsletter; action: JourneyAction } | undefined {
  for (const newsletter of NEWSLETTERS) {
    if (newsletter.subscribeJourneyId === journeyId) return { newsletter, action: 'subscribe' };
    if (newsletter.unsubscribeJourneyId === journeyId) return { newsletter, action: 'unsubscribe' };
  }
  return undefined;
}
