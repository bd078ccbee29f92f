#!/usr/bin/env python3
"""Generates assets/boards/stand-in-california.json, the stand-in Crimewave: California board.

The printed board's connections and city numbers are not known to us (spec §2), so the app
ships this stand-in instead. It is built to satisfy everything the rulebook reveals:

* 96 locations numbered 1-96 filling a California-shaped outline, north at the top;
* the 11 yellow cities where they are on a map (Hollywood nudged north-west of Los Angeles so
  the two are neighbours rather than one spot);
* no crossing connections, every location with 2 to 6 neighbours, all connected;
* dist(41, 36) = 2 and dist(41, 27) = 4 (the Red Terror example) and 41, 18, 3 pairwise at
  least 3 apart (the example residences).

How: evenly spread points inside the outline (cities fixed, the rest relaxed by Lloyd's
algorithm and then jittered a little so the board looks drawn, not machine-made), Delaunay
triangulation, drop connections that leave the outline, graze another location or span a
wide gap, thin every location to at most 6 neighbours, then number the locations in reading
order (north to south in bands, west to east within a band) and move the five example
numbers to the nearest spots that satisfy the rulebook's distances.

Coordinates are fractions of a 7:8 (width:height) portrait picture. Standard library only and
deterministic: running it again writes the same file.

Usage: python3 scripts/make-stand-in-board.py [OUTPUT]   (default: the asset path)
"""

import math
import os
import random
import sys
from collections import deque

NAME = "Stand-in California (not the printed board)"
LOCATIONS = 96
SEED = 1996

# Outline of California as (longitude, latitude), clockwise from the north-west corner.
# Simplified: the bays are left out, only the shape a board picture would show.
OUTLINE = [
    (-124.21, 42.00), (-120.00, 42.00), (-120.00, 39.00), (-114.63, 35.00),
    (-114.60, 34.30), (-114.13, 34.27), (-114.72, 32.72), (-117.12, 32.53),
    (-117.25, 32.80), (-117.40, 33.20), (-117.90, 33.60), (-118.30, 33.75),
    (-118.50, 34.03), (-118.80, 34.00), (-119.20, 34.15), (-119.70, 34.40),
    (-120.47, 34.45), (-120.62, 34.90), (-120.65, 35.30), (-120.90, 35.45),
    (-121.30, 35.70), (-121.90, 36.30), (-121.95, 36.60), (-121.85, 36.85),
    (-122.05, 36.97), (-122.40, 37.20), (-122.52, 37.70), (-123.00, 38.00),
    (-123.70, 38.90), (-123.80, 39.80), (-124.40, 40.40), (-124.10, 41.00),
]

# The yellow cities at (nearly) their map positions, north to south.
CITIES = [
    ("Redding", -122.39, 40.59),
    ("Sacramento", -121.49, 38.58),
    ("San Francisco", -122.38, 37.76),
    ("San Jose", -121.89, 37.30),
    ("Salinas", -121.62, 36.66),
    ("Fresno", -119.79, 36.74),
    ("Bakersfield", -119.02, 35.37),
    ("Santa Barbara", -119.68, 34.50),
    ("Hollywood", -118.62, 34.30),
    ("Los Angeles", -118.05, 33.98),
    ("San Diego", -117.05, 32.80),
]

# Equirectangular projection for California's middle latitude, fitted into the picture.
SHRINK_X = math.cos(math.radians(37.3))
PICTURE_W, PICTURE_H = 8.75, 10.0  # in degrees of latitude
WEST, NORTH = -124.45, 42.0


def project(lon, lat):
    """Map coordinates to picture fractions (x right, y down)."""
    width = (-114.13 - WEST) * SHRINK_X
    height = NORTH - 32.53
    x = ((lon - WEST) * SHRINK_X + (PICTURE_W - width) / 2) / PICTURE_W
    y = ((NORTH - lat) + (PICTURE_H - height) / 2) / PICTURE_H
    return (x, y)


# Distances are measured in picture units scaled back to a square, so spacing looks even.
ASPECT = PICTURE_W / PICTURE_H


def dist(p, q):
    return math.hypot((p[0] - q[0]) * ASPECT, p[1] - q[1])


def inside(point, polygon):
    x, y = point
    result = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            result = not result
    return result


def clearance(point, polygon):
    """Distance from a point to the nearest side of the polygon."""
    best = math.inf
    for p, q in zip(polygon, polygon[1:] + polygon[:1]):
        length2 = dist(p, q) ** 2
        t = ((point[0] - p[0]) * (q[0] - p[0]) * ASPECT ** 2
             + (point[1] - p[1]) * (q[1] - p[1])) / length2
        t = min(1.0, max(0.0, t))
        best = min(best, dist(point, (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))))
    return best


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def segments_cross(p1, p2, q1, q2):
    """Proper crossing of two segments (shared endpoints do not count)."""
    d1, d2 = cross(q1, q2, p1), cross(q1, q2, p2)
    d3, d4 = cross(p1, p2, q1), cross(p1, p2, q2)
    return ((d1 > 0) != (d2 > 0)) and ((d3 > 0) != (d4 > 0)) and 0 not in (d1, d2, d3, d4)


def spread_points(outline, fixed, count, rng):
    """Fixed points plus (count - len(fixed)) points spread evenly inside the outline."""
    xs = [p[0] for p in outline]
    ys = [p[1] for p in outline]
    step = 0.012
    samples = []
    y = min(ys)
    while y <= max(ys):
        x = min(xs)
        while x <= max(xs):
            if inside((x, y), outline):
                samples.append((x, y))
            x += step / ASPECT
        y += step
    # Farthest-point start, then Lloyd relaxation towards a centroidal Voronoi layout.
    sites = list(fixed)
    nearest = [min(dist(s, f) for f in fixed) for s in samples]
    while len(sites) < count:
        i = max(range(len(samples)), key=lambda k: nearest[k])
        sites.append(samples[i])
        nearest = [min(n, dist(s, samples[i])) for n, s in zip(nearest, samples)]
    for _ in range(60):
        sums = [[0.0, 0.0, 0] for _ in sites]
        for s in samples:
            k = min(range(len(sites)), key=lambda j: dist(s, sites[j]))
            sums[k][0] += s[0]
            sums[k][1] += s[1]
            sums[k][2] += 1
        for k in range(len(fixed), len(sites)):
            if sums[k][2]:
                sites[k] = (sums[k][0] / sums[k][2], sums[k][1] / sums[k][2])
    # A little jitter, kept inside the outline, so the board looks hand-drawn.
    spacing = math.sqrt(len(samples) * step * step / count)
    for k in range(len(fixed), len(sites)):
        for _ in range(20):
            angle = rng.uniform(0, 2 * math.pi)
            r = rng.uniform(0, 0.18 * spacing)
            moved = (sites[k][0] + r * math.cos(angle) / ASPECT, sites[k][1] + r * math.sin(angle))
            if inside(moved, outline) and clearance(moved, outline) > 0.3 * spacing:
                sites[k] = moved
                break
    return sites


def delaunay(points):
    """Bowyer-Watson triangulation; returns the set of edges (i, j) with i < j."""
    scaled = [(p[0] * ASPECT, p[1]) for p in points]
    big = 100.0
    extra = [(-big, -big), (big * 3, -big), (-big, big * 3)]
    pts = scaled + extra
    n = len(scaled)
    triangles = [(n, n + 1, n + 2)]

    def circumcircle(t):
        (ax, ay), (bx, by), (cx, cy) = (pts[i] for i in t)
        d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
        ux = ((ax * ax + ay * ay) * (by - cy) + (bx * bx + by * by) * (cy - ay)
              + (cx * cx + cy * cy) * (ay - by)) / d
        uy = ((ax * ax + ay * ay) * (cx - bx) + (bx * bx + by * by) * (ax - cx)
              + (cx * cx + cy * cy) * (bx - ax)) / d
        return ux, uy, (ax - ux) ** 2 + (ay - uy) ** 2

    for i in range(n):
        px, py = pts[i]
        bad = []
        for t in triangles:
            ux, uy, r2 = circumcircle(t)
            if (px - ux) ** 2 + (py - uy) ** 2 < r2:
                bad.append(t)
        boundary = {}
        for t in bad:
            for e in ((t[0], t[1]), (t[1], t[2]), (t[2], t[0])):
                key = tuple(sorted(e))
                boundary[key] = boundary.get(key, 0) + 1
        triangles = [t for t in triangles if t not in bad]
        for (a, b), seen in boundary.items():
            if seen == 1:
                triangles.append((a, b, i))
    edges = set()
    for t in triangles:
        if max(t) < n:
            for a, b in ((t[0], t[1]), (t[1], t[2]), (t[0], t[2])):
                edges.add((min(a, b), max(a, b)))
    return edges


def connected(count, edges):
    adjacency = {i: set() for i in range(count)}
    for a, b in edges:
        adjacency[a].add(b)
        adjacency[b].add(a)
    seen = {0}
    queue = deque([0])
    while queue:
        for m in adjacency[queue.popleft()]:
            if m not in seen:
                seen.add(m)
                queue.append(m)
    return len(seen) == count


def degrees(count, edges):
    d = [0] * count
    for a, b in edges:
        d[a] += 1
        d[b] += 1
    return d


def thin(points, edges):
    """Drops connections that leave the outline, span wide gaps or crowd a location."""
    outline = [project(lon, lat) for lon, lat in OUTLINE]
    sides = list(zip(outline, outline[1:] + outline[:1]))

    def leaves_outline(e):
        p, q = points[e[0]], points[e[1]]
        if any(segments_cross(p, q, s, t) for s, t in sides):
            return True
        return not all(inside((p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f), outline)
                       for f in (0.25, 0.5, 0.75))

    edges = {e for e in edges if not leaves_outline(e)}
    near = [min(dist(p, q) for j, q in enumerate(points) if j != i) for i, p in enumerate(points)]

    def crowds(e):
        """Passes close by another location (a sliver triangle: looks like one line)."""
        p, q = points[e[0]], points[e[1]]
        length = dist(p, q)
        for k, r in enumerate(points):
            if k in e:
                continue
            t = ((r[0] - p[0]) * (q[0] - p[0]) * ASPECT ** 2
                 + (r[1] - p[1]) * (q[1] - p[1])) / length ** 2
            foot = (p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1]))
            if 0 < t < 1 and dist(r, foot) < 0.3 * near[k]:
                return True
        return False

    def stretch(e):
        return dist(points[e[0]], points[e[1]]) / (0.5 * (near[e[0]] + near[e[1]]))

    def drop_while(rule):
        for e in sorted(edges, key=lambda e: (-stretch(e), e)):
            d = degrees(len(points), edges)
            if rule(e, d) and connected(len(points), edges - {e}):
                edges.discard(e)

    # Slivers first; then wide gaps (the long diagonals of near-squares), keeping at least 3
    # neighbours; then anything over 6 neighbours; then thin the crowded middle towards 4-5.
    drop_while(lambda e, d: crowds(e) and min(d[e[0]], d[e[1]]) > 2)
    drop_while(lambda e, d: stretch(e) > 1.45 and min(d[e[0]], d[e[1]]) > 3)
    drop_while(lambda e, d: max(d[e[0]], d[e[1]]) > 6 and min(d[e[0]], d[e[1]]) > 2)
    drop_while(lambda e, d: stretch(e) > 1.3 and min(d[e[0]], d[e[1]]) > 4)
    return edges


def bfs(count, edges, start):
    adjacency = {i: [] for i in range(count)}
    for a, b in edges:
        adjacency[a].append(b)
        adjacency[b].append(a)
    steps = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for m in adjacency[here]:
            if m not in steps:
                steps[m] = steps[here] + 1
                queue.append(m)
    return steps


def reading_order(points):
    """Indices north to south in bands about one location high, west to east in each band."""
    near = sorted(min(dist(p, q) for q in points if q is not p) for p in points)
    band = 0.8 * near[len(near) // 2]
    order = []
    rest = sorted(range(len(points)), key=lambda i: (points[i][1], i))
    while rest:
        top = points[rest[0]][1]
        row = [i for i in rest if points[i][1] < top + band]
        rest = [i for i in rest if points[i][1] >= top + band]
        order += sorted(row, key=lambda i: (points[i][0], i))
    return order


def number(points, edges):
    """Location numbers: reading order, with the rulebook's five example numbers moved to the
    nearest nodes that satisfy its distances. Returns {index: number}."""
    order = reading_order(points)
    rank = {i: r + 1 for r, i in enumerate(order)}
    count = len(points)
    far = [bfs(count, edges, i) for i in range(count)]

    def by_cost(label, ok):
        """Candidates for a label, cheapest (closest to its reading-order place) first."""
        return sorted(((abs(rank[i] - label), i) for i in range(count) if ok(i)))

    best = (math.inf, None)
    for c41, n41 in by_cost(41, lambda i: True):
        if c41 >= best[0]:
            break
        d41 = far[n41]
        for c36, n36 in by_cost(36, lambda i: d41[i] == 2):
            if c41 + c36 >= best[0]:
                break
            for c27, n27 in by_cost(27, lambda i: d41[i] == 4):
                if c41 + c36 + c27 >= best[0]:
                    break
                taken = (n41, n36, n27)
                for c18, n18 in by_cost(18, lambda i: d41[i] >= 3 and i not in taken):
                    if c41 + c36 + c27 + c18 >= best[0]:
                        break
                    for c3, n3 in by_cost(3, lambda i: d41[i] >= 3 and far[n18][i] >= 3
                                          and i not in taken):
                        cost = c41 + c36 + c27 + c18 + c3
                        if cost < best[0]:
                            best = (cost, {n41: 41, n36: 36, n27: 27, n18: 18, n3: 3})
                        break
    special = best[1]
    rest_numbers = [k for k in range(1, count + 1) if k not in special.values()]
    rest_nodes = [i for i in order if i not in special]
    numbers = dict(zip(rest_nodes, rest_numbers))
    numbers.update(special)
    return numbers


def fraction(v):
    """Three decimals, written the way the app writes an f32 (0.5, not 0.500; 0, not 0.0)."""
    text = f"{v:.3f}".rstrip("0").rstrip(".")
    return text if text not in ("", "-0") else "0"


def main():
    rng = random.Random(SEED)
    outline = [project(lon, lat) for lon, lat in OUTLINE]
    cities = [project(lon, lat) for _, lon, lat in CITIES]
    points = spread_points(outline, cities, LOCATIONS, rng)
    points = [(float(fraction(x)), float(fraction(y))) for x, y in points]
    edges = thin(points, delaunay(points))
    numbers = number(points, edges)
    city_of = {i: name for i, (name, _, _) in enumerate(CITIES)}

    d = degrees(len(points), edges)
    assert connected(len(points), edges), "the board came out disconnected"
    assert all(2 <= k <= 6 for k in d), f"degrees out of 2-6: {sorted(d)}"

    by_number = sorted(range(len(points)), key=lambda i: numbers[i])
    node_lines = []
    for i in by_number:
        x, y = points[i]
        city = f'"{city_of[i]}"' if i in city_of else "null"
        yellow = "true" if i in city_of else "false"
        node_lines.append(f'    {{"id": {numbers[i]}, "x": {fraction(x)}, "y": {fraction(y)}, '
                          f'"yellow": {yellow}, "city": {city}}}')
    edge_list = sorted(tuple(sorted((numbers[a], numbers[b]))) for a, b in edges)
    edge_lines = [f"    [{a}, {b}]" for a, b in edge_list]
    text = ("{\n"
            '  "format": "alibi-board",\n'
            '  "version": 1,\n'
            f'  "name": "{NAME}",\n'
            '  "stand_in": true,\n'
            '  "nodes": [\n' + ",\n".join(node_lines) + "\n  ],\n"
            '  "edges": [\n' + ",\n".join(edge_lines) + "\n  ]\n"
            "}\n")
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        here, "..", "assets", "boards", "stand-in-california.json")
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{out}: {len(points)} locations, {len(edges)} connections, degrees "
          + ", ".join(f"{k}: {d.count(k)}" for k in range(2, 7)))


if __name__ == "__main__":
    main()
