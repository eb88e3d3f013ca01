import type { FunnelStep } from '@app/domain';
import type {
  AnalyticsOverview,
  CompletionRun,
  DocReader,
  EmailLogCursor,
  EmailLogFilters,
  EmailLogPage,
  EmailReport,
  ReportRange,
  RestaurantsOverview,
  RewardAnalytics,
  RewardPeriodDays,
} from '@app/data';
import {
  exportEmailLogRows,
  exportFiguresCsv,
  loadBookingFunnel,
  listCompletionRuns,
  listEmailLogPage,
  loadAnalyticsOverview,
  loadEmailReport,
  loadRestaurantsOverview,
  loadRewardAnalytics,
} from '@app/data';

/**
 * The reads behind « Analytics », the reward analytics, « Rapports » and the restaurants overview, bound to the
 * app's reader. Each reads the restaurant's counters (`restaurantStats`) and bounded queries, never the history.
 */
export interface AnalyticsReads {
  overview(input: { restaurantId: string; now: Date }): Promise<AnalyticsOverview>;
  rewards(input: { restaurantId: string; days: RewardPeriodDays; now: Date }): Promise<RewardAnalytics>;
  emailReport(input: { restaurantId: string; range: ReportRange }): Promise<EmailReport>;
  bookingFunnel(input: { restaurantId: string; range: ReportRange }): Promise<FunnelStep[]>;
  emailLogPage(input: {
    restaurantId: string;
    range: ReportRange;
    filters: EmailLogFilters;
    pageSize: number;
    after: EmailLogCursor | null;
  }): Promise<EmailLogPage>;
  completionRuns(input: { restaurantId: string; limit: number }): Promise<CompletionRun[]>;
  restaurantsOverview(input: { restaurantIds: string[]; now: Date }): Promise<RestaurantsOverview>;
  exportEmailLogs(input: {
    restaurantId: string;
    range: ReportRange;
    filters: EmailLogFilters;
    onProgress: (done: number, total: number) => void;
  }): Promise<string>;
  exportFigures(input: { restaurantId: string; range: ReportRange }): Promise<string>;
}

export function createAnalyticsReads(reader: DocReader): AnalyticsReads {
  return {
    overview: (input) => loadAnalyticsOverview(reader, input),
    rewards: (input) => loadRewardAnalytics(reader, input),
    emailReport: (input) => loadEmailReport(reader, input),
    bookingFunnel: (input) => loadBookingFunnel(reader, input),
    emailLogPage: (input) => listEmailLogPage(reader, input),
    completionRuns: (input) => listCompletionRuns(reader, input),
    restaurantsOverview: (input) => loadRestaurantsOverview(reader, input),
    exportEmailLogs: (input) => exportEmailLogRows(reader, input),
    exportFigures: (input) => exportFiguresCsv(reader, input),
  };
}
