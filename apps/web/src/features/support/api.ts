import { useEffect, useRef } from 'react';
import { useRead } from '@/lib/use-read';
import useSWRInfinite from 'swr/infinite';
import type { CreatedSupport, CreateSupportBody, MessageBody, SupportDetail, SupportList, SupportSubjects } from '@central/domain/api';
import { http } from '@/lib/http';

const BASE = '/api/central/customer';
const get = <T>(path: string) => http.get<T>(path);

export const SUPPORT_KEYS = {
  subjects: `${BASE}/support/subjects`,
  inProgress: `${BASE}/list/supports?status=in_progress`,
  closedPage: (page: number) => `${BASE}/list/supports?status=closed&page=${page}`,
  detail: (id: string) => `${BASE}/support/${encodeURIComponent(id)}`,
};

/** The subjects the provider offers for a new request. */
export const useSupportSubjects = () => useRead(SUPPORT_KEYS.subjects, get<SupportSubjects>);

/** Every request in progress, newest first. */
export const useSupportsInProgress = () => useRead(SUPPORT_KEYS.inProgress, get<SupportList>);

/**
 * The first `pages` pages of the closed requests (newest first). The address's ?page= decides how many: the cache
 * may remember more pages from an earlier visit, and keys past `pages` are null so those are not shown.
 */
export function useClosedSupports(pages: number) {
  const result = useSWRInfinite((index) => (index < pages ? SUPPORT_KEYS.closedPage(index + 1) : null), get<SupportList>, {
    initialSize: pages,
    parallel: true,
  });
  const { size, setSize } = result;
  // `size` falls back to `initialSize`, which follows `pages`, so a change of `pages` alone does not show as a
  // smaller `size`: the pages are asked for whenever `pages` changes, and on arrival when the cache remembers fewer.
  const previousPages = useRef(pages);
  useEffect(() => {
    if (previousPages.current !== pages || size < pages) void setSize(pages);
    previousPages.current = pages;
  }, [pages, size, setSize]);
  return result;
}

/** One request and its messages; 404 'Atendimento não encontrado.' */
export const useSupportDetail = (id: string) => useRead(SUPPORT_KEYS.detail(id), get<SupportDetail>);

/** 400 with the field's text (subject, contract, phone, message). */
export const requestSupport = (body: CreateSupportBody) => http.postOnce<CreatedSupport>(`${BASE}/create/support`, body);

/** 400 for a blank or too long message; 409 once the request is closed. */
export const sendSupportMessage = (supportId: string, message: string) =>
  http.postOnce<MessageBody>(`${BASE}/create/support/message`, { supportId, message });
