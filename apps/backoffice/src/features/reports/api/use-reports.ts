import type { EmailLogFilters, EmailLogPage, ReportRange } from '@app/data';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallables, useRepositories } from '../../../lib/services-context';

/** Rows of the e-mail table per page. */
export const EMAIL_LOG_PAGE_SIZE = 20;
/** Completion runs listed in the automations tab. */
export const COMPLETION_RUNS_LIMIT = 50;

export const reportKeys = {
  all: (restaurantId: string) => ['reports', restaurantId] as const,
  overview: (restaurantId: string, range: ReportRange) =>
    ['reports', restaurantId, 'overview', range] as const,
  emails: (restaurantId: string, range: ReportRange, filters: EmailLogFilters) =>
    ['reports', restaurantId, 'emails', range, filters] as const,
  funnel: (restaurantId: string, range: ReportRange) => ['reports', restaurantId, 'funnel', range] as const,
  runs: (restaurantId: string) => ['reports', restaurantId, 'runs'] as const,
};

/** Cards, trends and charts of a period, from the restaurant's counters. */
export function useEmailReport(restaurantId: string, range: ReportRange | null) {
  const { analytics } = useRepositories();
  return useQuery({
    queryKey: reportKeys.overview(restaurantId, range ?? { from: '', to: '' }),
    queryFn: () => analytics.emailReport({ restaurantId, range: range as ReportRange }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** « Parcours de réservation » of a period, from the restaurant's counters. */
export function useBookingFunnel(restaurantId: string, range: ReportRange | null) {
  const { analytics } = useRepositories();
  return useQuery({
    queryKey: reportKeys.funnel(restaurantId, range ?? { from: '', to: '' }),
    queryFn: () => analytics.bookingFunnel({ restaurantId, range: range as ReportRange }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The e-mail log of a period, newest first, 20 rows at a time. */
export function useEmailLog(restaurantId: string, range: ReportRange | null, filters: EmailLogFilters) {
  const { analytics } = useRepositories();
  return useInfiniteQuery({
    queryKey: reportKeys.emails(restaurantId, range ?? { from: '', to: '' }, filters),
    queryFn: ({ pageParam }) =>
      analytics.emailLogPage({
        restaurantId,
        range: range as ReportRange,
        filters,
        pageSize: EMAIL_LOG_PAGE_SIZE,
        after: pageParam,
      }),
    initialPageParam: null as EmailLogPage['next'],
    getNextPageParam: (last: EmailLogPage) => last.next,
    enabled: range !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The 5 am completion runs of the restaurant, newest first (archiving runs are not listed). */
export function useCompletionRuns(restaurantId: string) {
  const { analytics } = useRepositories();
  return useQuery({
    queryKey: reportKeys.runs(restaurantId),
    queryFn: () => analytics.completionRuns({ restaurantId, limit: COMPLETION_RUNS_LIMIT }),
    staleTime: 60_000,
  });
}

/** Months of SMS counters Rapports list: the year ending this month. */
export const SMS_REPORT_MONTHS = 12;

/** The venue's SMS by month (`readSmsUsage`), the year ending with `month` ('YYYY-MM', Paris), newest first. */
export function useSmsReport(restaurantId: string, month: string) {
  const callables = useCallables();
  return useQuery({
    queryKey: ['reports', restaurantId, 'sms', month] as const,
    queryFn: async () =>
      (await callables.readSmsUsage({ restaurantId, month, months: SMS_REPORT_MONTHS })).usage,
    staleTime: 60_000,
  });
}
