import { useSWRConfig } from 'swr';
import { useRead } from '@/lib/use-read';
import type { CardList, CardSaved, MessageBody, NewCardBody, SavedCard } from '@central/domain/api';
import { http, isApiError } from '@/lib/http';

const CARDS = '/api/payment/card';

/**
 * docs/product/subscriber.md#saved-cards: a 404 (no card, or no card payment here) is an empty list; other failures are
 * the list's error.
 */
async function readCards(path: string): Promise<SavedCard[]> {
  try {
    return (await http.get<CardList>(path)).cards;
  } catch (error) {
    if (isApiError(error, 404)) return [];
    throw error;
  }
}

/** Not read at all (no 404 in the console) where the provider takes no cards. */
export const useCards = (enabled = true) => useRead(enabled ? CARDS : null, readCards);

/** Writes keep the cached list in step, so the list shows the change at once. */
export function useCardWrites() {
  const { mutate } = useSWRConfig();
  return {
    async add(body: NewCardBody): Promise<CardSaved> {
      const saved = await http.postOnce<CardSaved>(CARDS, body);
      // Newest first, as the server lists them; a list never read loads afresh.
      const withNew = (cards: SavedCard[] | undefined) => cards && [saved.card, ...cards.filter((card) => card.uuid !== saved.card.uuid)];
      await mutate(CARDS, withNew, { revalidate: false });
      return saved;
    },
    async remove(uuid: string): Promise<MessageBody> {
      const removed = await http.delete<MessageBody>(`${CARDS}/${encodeURIComponent(uuid)}`);
      await mutate(CARDS, (cards: SavedCard[] | undefined) => cards?.filter((card) => card.uuid !== uuid), { revalidate: false });
      return removed;
    },
    /** A card already gone (404) or a list that may have changed: read it again. */
    refresh: () => mutate(CARDS),
  };
}
