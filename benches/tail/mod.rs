//! The tail of times measured one by one, which the benchmarks print before criterion's
//! figures: criterion's mean of batches doesn't show the slow decisions a budget is set on
//! (a `hard` decision within a second at the 99th percentile).

use std::time::Duration;

/// Prints how many times were measured, their median, 99th percentile and worst, under
/// `name`; nothing when there are none (the benchmark was filtered out of this run).
pub fn print(name: &str, each: &mut [Duration]) {
    each.sort();
    if each.is_empty() {
        return;
    }
    let at = |share: f64| each[((each.len() - 1) as f64 * share).round() as usize];
    println!(
        "{name}: {} timed one by one: median {:.1?}, p99 {:.1?}, worst {:.1?}",
        each.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}
