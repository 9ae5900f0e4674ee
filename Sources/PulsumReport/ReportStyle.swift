/// The report's stylesheet: system fonts only (no download), the Okabe-Ito colour-blind-safe
/// palette, dark mode through `prefers-color-scheme`, print on A4, no horizontal scroll on a phone.
enum ReportStyle {
    static let css = """
        :root{color-scheme:light dark;--fg:#1b1b1f;--muted:#5b5b66;--bg:#fff;--panel:#f5f5f7;--grid:#dcdce2;\
        --line:#0072B2;--mean:#1b1b1f;--band:#56B4E9;--out:#D55E00;--gap:#9a9aa6;--up:#009E73;--down:#D55E00;\
        --deep:#0072B2;--core:#56B4E9;--rem:#CC79A7;--awake:#E69F00;--asleep:#009E73;--nap:#F0E442}
        @media (prefers-color-scheme:dark){:root{--fg:#ececf1;--muted:#a6a6b3;--bg:#141418;--panel:#1f1f25;\
        --grid:#34343d;--line:#56B4E9;--mean:#ececf1;--band:#56B4E9;--deep:#3d8fd1}}
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,\
        "Helvetica Neue",Arial,"Noto Sans","Liberation Sans",sans-serif}
        main{max-width:60rem;margin:0 auto;padding:1rem}
        h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.25rem;margin:2rem 0 .5rem;border-bottom:1px solid var(--grid)}
        h3{font-size:1rem;margin:1rem 0 .25rem}
        p,li{overflow-wrap:anywhere}
        .muted{color:var(--muted)}
        nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
        .headline{display:flex;flex-wrap:wrap;align-items:baseline;gap:.5rem 1.5rem;background:var(--panel);\
        border-radius:.5rem;padding:.75rem 1rem}
        .score{font-size:3rem;font-weight:700;line-height:1}
        .contributors{list-style:none;padding:0;margin:.5rem 0}
        .contributors li{display:grid;grid-template-columns:minmax(0,1fr) 10rem 4.5rem;gap:.5rem;align-items:center;\
        padding:.3rem 0;border-bottom:1px solid var(--grid)}
        .pts{text-align:right;font-variant-numeric:tabular-nums}
        .missing{color:var(--muted)}
        svg.contrib{width:10rem;height:.9rem}
        figure{margin:.75rem 0}figcaption{font-size:.85rem;color:var(--muted)}
        svg.chart{display:block;width:100%;height:auto;font-family:inherit}
        .grid-charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,26rem),1fr));gap:0 1.25rem}
        .axis{stroke:var(--muted);stroke-width:1}
        .ylabel{fill:var(--muted);font-size:11px;text-anchor:end;dominant-baseline:central}
        .xlabel{fill:var(--muted);font-size:11px;text-anchor:middle;dominant-baseline:hanging}
        .axes line.grid{stroke:var(--grid);stroke-width:1}
        .gap{fill:var(--gap);opacity:.18}.calibrating{fill:var(--gap);opacity:.22}
        .typical{stroke:var(--muted);stroke-dasharray:4 3;stroke-width:1}
        .score-line{fill:none;stroke:var(--line);stroke-width:1;opacity:.6}
        .mean-line{fill:none;stroke:var(--mean);stroke-width:2.5}
        .score-dot{fill:var(--line)}.progress-dot{fill:var(--bg);stroke:var(--line);stroke-width:1.5}
        .flag{fill:var(--out)}.score-dots{fill:none;stroke:var(--line);stroke-width:3;stroke-linecap:round}
        .out-dots{fill:none;stroke:var(--out);stroke-width:3;stroke-linecap:round}
        .band{fill:var(--band);opacity:.28}
        .value-line{fill:none;stroke:var(--line);stroke-width:1.25}
        .dot{fill:var(--line)}.dot.out{fill:var(--out);stroke:var(--bg);stroke-width:.8}
        .st-deep{fill:var(--deep)}.st-core{fill:var(--core)}.st-rem{fill:var(--rem)}.st-awake{fill:var(--awake)}
        .st-asleep{fill:var(--asleep)}.st-nap{fill:var(--nap)}.st-window{fill:var(--core)}
        .track{fill:var(--grid)}.bar-up{fill:var(--up)}.bar-down{fill:var(--down)}
        .legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;font-size:.85rem;padding:0;list-style:none}
        .swatch{display:inline-block;width:.8rem;height:.8rem;border-radius:.15rem;margin-right:.3rem;vertical-align:-.1rem}
        .sw-line{background:var(--line)}.sw-mean{background:var(--mean)}.sw-band{background:var(--band);opacity:.5}
        .sw-out{background:var(--out)}.sw-gap{background:var(--gap);opacity:.4}
        .sw-deep{background:var(--deep)}.sw-core{background:var(--core)}.sw-rem{background:var(--rem)}
        .sw-awake{background:var(--awake)}.sw-asleep{background:var(--asleep)}.sw-nap{background:var(--nap)}
        .table-wrap{max-width:100%;overflow-x:auto}
        table{border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:.25rem .6rem .25rem 0;\
        border-bottom:1px solid var(--grid);vertical-align:top}
        .disclaimer{background:var(--panel);border-left:4px solid var(--awake);padding:.75rem 1rem}
        @media (max-width:40rem){main{padding:.75rem}.score{font-size:2.4rem}
        .contributors li{grid-template-columns:minmax(0,1fr) 4.5rem;row-gap:.1rem}
        .contributors svg.contrib{grid-column:1/-1;order:3;width:100%}
        svg.wide .ylabel,svg.wide .xlabel{font-size:22px}svg.chart:not(.wide) .ylabel,svg.chart:not(.wide) .xlabel{font-size:14px}}
        @media print{@page{size:A4;margin:12mm}body{font-size:10.5pt;background:#fff;color:#000}main{max-width:none;padding:0}
        nav{display:none}section,figure,.headline{break-inside:avoid}.grid-charts{grid-template-columns:1fr 1fr}
        .table-wrap{overflow:visible}}
        """
}
