import { useEffect, useRef } from "react";
import type { Chart as ChartType, ChartConfiguration } from "chart.js";

/*
 * One chart of the Audience screen, drawn by Chart.js on a canvas (only the parts used are registered, so
 * the editing area's bundle carries no more of it). The canvas is an image with a label; its figures are
 * in the table beside it, which screen readers read. Chart.js is imported when a chart is first drawn: the
 * server, which loads every route module, never loads it, and the editing area's other screens never fetch
 * it (docs/performance.md "2026-11-28 (end of day): Chart.js out of the server").
 */

let loading: Promise<typeof ChartType> | undefined;

function loadChart(): Promise<typeof ChartType> {
  // Destructured, so that the bundler keeps only these parts of Chart.js in the chunk.
  loading ??= import("chart.js").then(
    ({
      BarController,
      BarElement,
      CategoryScale,
      Chart,
      Legend,
      LinearScale,
      LineController,
      LineElement,
      PointElement,
      Tooltip,
    }) => {
      Chart.register(
        BarController,
        BarElement,
        CategoryScale,
        LinearScale,
        LineController,
        LineElement,
        PointElement,
        Tooltip,
        Legend,
      );
      return Chart;
    },
    (err: unknown) => {
      // A chunk that failed to arrive (the network dropped) is asked for again at the next chart.
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** The site's palette (app/styles): views and Spanish in the primary colour, visitors and English in the accent. */
export const CHART_COLOURS = ["#0f5c5d", "#8a4b00"] as const;

export interface Series {
  label: string;
  values: number[];
}

export function AudienceChart({
  kind,
  labels,
  series,
  label,
  stacked = false,
}: {
  kind: "line" | "bar";
  labels: string[];
  series: Series[];
  /** What the chart shows, for whoever cannot see it. */
  label: string;
  stacked?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const horizontal = kind === "bar";
    const config: ChartConfiguration<"line" | "bar"> = {
      type: kind,
      data: {
        labels: labels.map((l) => (l.length > 40 ? `${l.slice(0, 39)}…` : l)),
        datasets: series.map((s, i) => ({
          label: s.label,
          data: s.values,
          backgroundColor: CHART_COLOURS[i % CHART_COLOURS.length],
          borderColor: CHART_COLOURS[i % CHART_COLOURS.length],
          pointRadius: labels.length > 60 ? 0 : 2,
          borderWidth: 2,
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        indexAxis: horizontal ? "y" : "x",
        scales: {
          x: { stacked, beginAtZero: true, ticks: { precision: 0 } },
          y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: { legend: { display: series.length > 1, position: "bottom" } },
      },
    };
    let chart: ChartType | undefined;
    let gone = false;
    // Without Chart.js the canvas stays blank: the table beside it holds the same figures.
    loadChart().then(
      (Chart) => {
        if (!gone && canvas.current) chart = new Chart(canvas.current, config);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [kind, labels, series, stacked]);
  const height = kind === "bar" ? Math.max(160, 36 * labels.length + 60) : 260;
  return (
    <div className="audience-chart" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
