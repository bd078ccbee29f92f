//! The pseudo-language: English with every letter accented and every word 40 % longer, in
//! brackets, so a screenshot shows at once a text that was never translated (plain English)
//! or that is cut off (a missing bracket).

/// The accented look-alike of an ASCII letter.
fn accent(c: char) -> char {
    match c {
        'a' => 'å',
        'c' => 'ç',
        'e' => 'é',
        'i' => 'î',
        'n' => 'ñ',
        'o' => 'ö',
        'u' => 'ü',
        'y' => 'ý',
        'A' => 'Å',
        'C' => 'Ç',
        'E' => 'É',
        'I' => 'Î',
        'N' => 'Ñ',
        'O' => 'Ö',
        'U' => 'Ü',
        'Y' => 'Ý',
        other => other,
    }
}

/// The text accented and stretched: each word of letters gets 40 % more (its vowels
/// doubled), and the whole is bracketed.
pub fn stretch(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let letters = word.chars().count();
        let extra = (letters * 2).div_ceil(5);
        out.extend(word.chars().map(accent));
        out.extend(std::iter::repeat_n('·', extra));
        word.clear();
    };
    for c in text.chars() {
        if c.is_ascii_alphabetic() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    format!("[{out}]")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pseudo_text_is_accented_longer_and_bracketed() {
        let said = stretch("Round 3");
        assert!(
            said.starts_with("[Röüñd") && said.ends_with(" 3]"),
            "{said}"
        );
        assert!(said.chars().count() >= "Round 3".chars().count() * 14 / 10);
    }
}
