//! The console PIN: checked, hashed with a salt (Argon2), verified, and the growing wait after
//! too many wrong tries. The PIN itself is never stored.

use crate::i18n::Msg;
use crate::msg;
use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use rand::Rng;
use std::fmt;
use std::time::Duration;
use zeroize::Zeroizing;

/// Wrong tries allowed before each further one makes the next try wait.
pub const FREE_TRIES: u32 = 5;

/// A PIN (or the digits of one) as typed into a field: wiped from memory when it is dropped
/// or replaced, and never shown by `Debug`, so neither a log line nor a crash report holds it.
///
/// iced's own text field keeps a copy while it is on screen, and each keystroke arrives as a
/// plain `String` message; this holds what Alibi itself keeps after that.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Typed(Zeroizing<String>);

impl Typed {
    /// Holds `digits`, taking the string so no second copy is left behind.
    pub fn new(digits: String) -> Self {
        Self(Zeroizing::new(digits))
    }

    /// The digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether nothing is typed.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Wipes the digits.
    pub fn clear(&mut self) {
        *self = Self::default();
    }
}

impl fmt::Debug for Typed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Typed(..)")
    }
}

/// Whether `pin` may be used: 4 to 8 digits.
pub fn check(pin: &str) -> Result<(), Msg> {
    if (4..=8).contains(&pin.len()) && pin.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(msg!("settings-pin-digits"))
    }
}

/// The salted hash to store for a valid PIN (a PHC string: algorithm, salt and hash).
pub fn hash(pin: &str) -> Result<String, Msg> {
    check(pin)?;
    let salt = SaltString::encode_b64(&rand::rng().random::<[u8; 16]>())
        .map_err(|e| msg!("settings-pin-not-salted", error = e.to_string()))?;
    Argon2::default()
        .hash_password(pin.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| msg!("settings-pin-not-hashed", error = e.to_string()))
}

/// Whether `pin` matches a stored hash. A damaged hash matches nothing.
pub fn verify(pin: &str, stored: &str) -> bool {
    PasswordHash::new(stored).is_ok_and(|hash| {
        Argon2::default()
            .verify_password(pin.as_bytes(), &hash)
            .is_ok()
    })
}

/// How long to wait before the next try after `failures` wrong ones: nothing for the first
/// five, then 2, 4, 8 … seconds, at most five minutes.
pub fn wait_after(failures: u32) -> Duration {
    match failures.checked_sub(FREE_TRIES) {
        None => Duration::ZERO,
        Some(over) => Duration::from_secs(2u64.saturating_pow(over + 1).min(300)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_four_to_eight_digits_make_a_pin() {
        for good in ["1234", "12345678", "0000"] {
            assert!(check(good).is_ok(), "{good}");
        }
        for bad in ["123", "123456789", "12a4", "", " 1234", "١٢٣٤"] {
            assert_eq!(check(bad), Err(msg!("settings-pin-digits")), "{bad:?}");
        }
    }

    #[test]
    fn a_hash_holds_no_pin_and_verifies_only_the_pin() {
        let stored = hash("4711").unwrap();
        assert!(!stored.contains("4711"));
        assert!(stored.starts_with("$argon2"));
        assert!(verify("4711", &stored));
        assert!(!verify("4712", &stored));
        assert!(!verify("4711", "not a hash"));
        assert_ne!(hash("4711").unwrap(), stored, "every hash has its own salt");
    }

    #[test]
    fn the_wait_grows_after_five_wrong_tries() {
        assert_eq!(wait_after(0), Duration::ZERO);
        assert_eq!(wait_after(4), Duration::ZERO);
        assert_eq!(wait_after(5), Duration::from_secs(2));
        assert_eq!(wait_after(6), Duration::from_secs(4));
        assert_eq!(wait_after(9), Duration::from_secs(32));
        assert_eq!(wait_after(40), Duration::from_secs(300));
    }

    #[test]
    fn typed_digits_never_show_in_debug_output() {
        let typed = Typed::new("4711".into());
        assert_eq!(format!("{typed:?}"), "Typed(..)");
        assert_eq!(typed.as_str(), "4711");
    }
}
