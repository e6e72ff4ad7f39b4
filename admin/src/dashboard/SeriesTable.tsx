import { formatDate } from '../schema-resources/format';
import type { DashboardSeries } from './dashboard-api';

/** Off-screen but read by screen readers: the chart's numbers as a table. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

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
            <th scope="row">{p.from === p.to ? formatDate(p.from) : `${formatDate(p.from)} - ${formatDate(p.to)}`}</th>
            <td>{p.bonds}</td>
            <td>{p.claims}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
