import { shownDate } from '#domain/format/dates.ts';

import { visuallyHidden } from '../layout/visually-hidden.ts';
import type { DashboardSeries } from './types.ts';

/** The chart's numbers as a table, off-screen but read by screen readers. */
export function SeriesTable({ series, caption }: { series: DashboardSeries; caption: string }) {
  return (
    <table style={visuallyHidden} data-testid="bonds-claims-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{series.unit === 'day' ? 'Day' : 'Month'}</th>
          <th scope="col">Bonds issued</th>
          <th scope="col">Claims</th>
        </tr>
      </thead>
      <tbody>
        {series.points.map((p) => (
          <tr key={p.from}>
            <th scope="row">{p.from === p.to ? shownDate(p.from) : `${shownDate(p.from)} - ${shownDate(p.to)}`}</th>
            <td>{p.bonds}</td>
            <td>{p.claims}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
