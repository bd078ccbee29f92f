//! The numbers self-play reports: win rates with their 95 % intervals, and decision times.

use std::fmt;
use std::time::Duration;

/// A share of games with its 95 % confidence interval (Wilson's score interval, which stays
/// inside 0–100 % and behaves at 0 and at every game won, unlike the plain normal one).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Share {
    /// Games that counted.
    pub hits: u32,
    /// Games played.
    pub of: u32,
}

impl Share {
    /// The share as a fraction (0 when no game was played).
    pub fn rate(self) -> f64 {
        if self.of == 0 {
            0.0
        } else {
            f64::from(self.hits) / f64::from(self.of)
        }
    }

    /// The 95 % interval, as fractions.
    pub fn interval(self) -> (f64, f64) {
        if self.of == 0 {
            return (0.0, 1.0);
        }
        let n = f64::from(self.of);
        let p = self.rate();
        let z = 1.959_964; // the normal quantile for 95 %
        let z2 = z * z;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// Whether this share is above `other` by more than the noise: their 95 % intervals
    /// don't overlap.
    pub fn clearly_above(self, other: Share) -> bool {
        self.interval().0 > other.interval().1
    }
}

impl fmt::Display for Share {
    /// "412 (41.2 %, 38.2–44.3)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (low, high) = self.interval();
        write!(
            f,
            "{} ({:.1} %, {:.1}–{:.1})",
            self.hits,
            100.0 * self.rate(),
            100.0 * low,
            100.0 * high
        )
    }
}

/// How long decisions took: the count, the total and the slowest.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Timing {
    /// Decisions timed.
    pub count: u64,
    /// Their total time.
    pub total: Duration,
    /// The slowest one.
    pub worst: Duration,
}

impl Timing {
    /// Counts one decision that took `took`.
    pub fn add(&mut self, took: Duration) {
        self.count += 1;
        self.total += took;
        self.worst = self.worst.max(took);
    }

    /// Adds another tally's decisions to this one.
    pub fn merge(&mut self, other: &Timing) {
        self.count += other.count;
        self.total += other.total;
        self.worst = self.worst.max(other.worst);
    }

    /// The mean time of a decision (zero when none was timed).
    pub fn mean(&self) -> Duration {
        match u32::try_from(self.count) {
            Ok(0) => Duration::ZERO,
            Ok(n) => self.total / n,
            Err(_) => Duration::from_secs_f64(self.total.as_secs_f64() / self.count as f64),
        }
    }
}

impl fmt::Display for Timing {
    /// "0.41 ms mean, 12.3 ms worst".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        write!(
            f,
            "{:.2} ms mean, {:.1} ms worst",
            ms(self.mean()),
            ms(self.worst)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_the_textbook() {
        // 40 of 100: the Wilson interval is 30.9 %–49.8 %.
        let (low, high) = Share { hits: 40, of: 100 }.interval();
        assert!((low - 0.309).abs() < 0.001 && (high - 0.498).abs() < 0.001);
        // Extremes stay inside 0–1 and are not degenerate.
        let (low, high) = Share { hits: 0, of: 20 }.interval();
        assert!(low == 0.0 && high > 0.1);
        let (low, high) = Share { hits: 20, of: 20 }.interval();
        assert!(low < 0.9 && high == 1.0);
    }

    #[test]
    fn clearly_above_needs_disjoint_intervals() {
        let a = Share {
            hits: 600,
            of: 1000,
        };
        assert!(a.clearly_above(Share {
            hits: 500,
            of: 1000
        }));
        assert!(!a.clearly_above(Share {
            hits: 580,
            of: 1000
        }));
    }

    #[test]
    fn timing_keeps_mean_and_worst() {
        let mut t = Timing::default();
        t.add(Duration::from_millis(2));
        t.add(Duration::from_millis(4));
        assert_eq!(t.mean(), Duration::from_millis(3));
        assert_eq!(t.worst, Duration::from_millis(4));
        assert_eq!(t.to_string(), "3.00 ms mean, 4.0 ms worst");
    }
}
