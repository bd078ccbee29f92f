//! Sealed game files: the secret part of a saved game encrypted with a key derived from the
//! PIN, so a game file opened in a text editor shows no secrets. (Not the sealed setup of
//! `record::seal`, which shows the table fingerprints of the secrets.)
//!
//! The key comes from the PIN and a random salt kept in the file (Argon2id), so the PIN and
//! the file are enough to open it. A file's key is derived once and kept while the game is
//! open: saving after every action pays only for the cipher (XChaCha20-Poly1305, a fresh
//! random nonce each time), not for Argon2.

use crate::i18n::Msg;
use crate::msg;
use argon2::{Algorithm, Argon2, Params, Version};
use base64ct::{Base64, Encoding};
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{XChaCha20Poly1305, XNonce};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Mutex;
use zeroize::{Zeroize, ZeroizeOnDrop, Zeroizing};

/// The `cipher` of every sealed part this Alibi writes and reads.
const CIPHER: &str = "xchacha20poly1305";
/// The `kdf` of every sealed part this Alibi writes and reads.
const KDF: &str = "argon2id";
const SALT_BYTES: usize = 16;
const KEY_BYTES: usize = 32;
/// Bytes of the derived material kept in the file to tell a wrong PIN from a damaged file.
/// They say no more about the PIN than the cipher's own tag does.
const CHECK_BYTES: usize = 16;
const NONCE_BYTES: usize = 24;
/// Argon2's recommended costs (the PIN hash in the settings uses the same).
const COSTS: Costs = Costs {
    m_cost: Params::DEFAULT_M_COST,
    t_cost: Params::DEFAULT_T_COST,
    p_cost: Params::DEFAULT_P_COST,
};
/// The most a file may ask Argon2 to spend: a hostile file must not stall Alibi for long.
const MAX_COSTS: Costs = Costs {
    m_cost: 256 * 1024,
    t_cost: 16,
    p_cost: 8,
};

/// Argon2's memory (KiB), passes and lanes, recorded in the file so that files sealed with
/// other costs still open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
struct Costs {
    m_cost: u32,
    t_cost: u32,
    p_cost: u32,
}

/// The sealed part of a saved game, as written in the file.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) struct Sealed {
    cipher: String,
    kdf: String,
    #[serde(flatten)]
    costs: Costs,
    /// Base64, like the other byte fields.
    salt: String,
    check: String,
    nonce: String,
    /// The secret part (JSON), encrypted and authenticated.
    body: String,
}

/// Why a sealed part could not be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Refusal {
    /// The PIN given is not the one the file was sealed with.
    OtherPin,
    /// The sealed part is broken or was changed after it was written (what is wrong).
    Damaged(Msg),
}

/// One file's key: derived from the PIN and the file's salt; wiped from memory when dropped.
#[derive(Clone, PartialEq, Eq, Zeroize, ZeroizeOnDrop)]
pub(super) struct FileKey {
    #[zeroize(skip)]
    salt: [u8; SALT_BYTES],
    #[zeroize(skip)]
    costs: Costs,
    key: [u8; KEY_BYTES],
    check: [u8; CHECK_BYTES],
}

impl fmt::Debug for FileKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("FileKey(..)")
    }
}

/// The PIN that seals game files, held in memory with the keys already derived from it (one
/// per file salt), so each file pays for Argon2 once per session. The PIN and the keys are
/// wiped from memory when it is dropped (on lock, on a PIN change, on quit).
pub struct Pin {
    pin: Zeroizing<String>,
    keys: Mutex<Vec<FileKey>>,
}

impl fmt::Debug for Pin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Pin(..)")
    }
}

impl Pin {
    /// Holds `pin` for sealing and opening game files.
    pub fn new(pin: &str) -> Self {
        Self {
            pin: Zeroizing::new(pin.to_owned()),
            keys: Mutex::new(Vec::new()),
        }
    }

    /// A new key with a fresh random salt, for a file being sealed now.
    pub(super) fn fresh_key(&self) -> Result<FileKey, Msg> {
        self.key_for(rand::rng().random(), COSTS)
    }

    fn key_for(&self, salt: [u8; SALT_BYTES], costs: Costs) -> Result<FileKey, Msg> {
        let known = |keys: &Vec<FileKey>| {
            keys.iter()
                .find(|k| k.salt == salt && k.costs == costs)
                .cloned()
        };
        if let Some(key) = self.keys.lock().ok().and_then(|keys| known(&keys)) {
            return Ok(key);
        }
        let params = Params::new(
            costs.m_cost,
            costs.t_cost,
            costs.p_cost,
            Some(KEY_BYTES + CHECK_BYTES),
        )
        .map_err(|e| msg!("file-damaged-costs-unusable", error = e.to_string()))?;
        let mut derived = Zeroizing::new([0u8; KEY_BYTES + CHECK_BYTES]);
        Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
            .hash_password_into(self.pin.as_bytes(), &salt, derived.as_mut())
            .map_err(|e| msg!("file-damaged-key", error = e.to_string()))?;
        let mut key = FileKey {
            salt,
            costs,
            key: [0; KEY_BYTES],
            check: [0; CHECK_BYTES],
        };
        key.key.copy_from_slice(&derived[..KEY_BYTES]);
        key.check.copy_from_slice(&derived[KEY_BYTES..]);
        if let Ok(mut keys) = self.keys.lock() {
            keys.push(key.clone());
        }
        Ok(key)
    }
}

/// Seals `body` with `key`; `bound` is clear text the seal vouches for (it fails to open if
/// that text changes).
pub(super) fn seal(key: &FileKey, bound: &[u8], body: &[u8]) -> Result<Sealed, String> {
    let nonce: [u8; NONCE_BYTES] = rand::rng().random();
    let sealed = cipher(key)
        .encrypt(
            &XNonce::from(nonce),
            Payload {
                msg: body,
                aad: bound,
            },
        )
        .map_err(|_| "the game could not be sealed".to_owned())?;
    Ok(Sealed {
        cipher: CIPHER.into(),
        kdf: KDF.into(),
        costs: key.costs,
        salt: Base64::encode_string(&key.salt),
        check: Base64::encode_string(&key.check),
        nonce: Base64::encode_string(&nonce),
        body: Base64::encode_string(&sealed),
    })
}

/// Opens a sealed part with `pin`: the body and the file's key (to seal the next save with).
pub(super) fn open(
    sealed: &Sealed,
    pin: &Pin,
    bound: &[u8],
) -> Result<(Vec<u8>, FileKey), Refusal> {
    let damaged = |what: &'static str| Refusal::Damaged(Msg::new(what));
    if sealed.cipher != CIPHER || sealed.kdf != KDF {
        return Err(Refusal::Damaged(msg!(
            "file-damaged-unknown-seal",
            cipher = sealed.cipher.as_str(),
            kdf = sealed.kdf.as_str()
        )));
    }
    let costs = sealed.costs;
    if costs.m_cost > MAX_COSTS.m_cost
        || costs.t_cost > MAX_COSTS.t_cost
        || costs.p_cost > MAX_COSTS.p_cost
    {
        return Err(damaged("file-damaged-costs"));
    }
    let salt = bytes::<SALT_BYTES>(&sealed.salt).ok_or_else(|| damaged("file-damaged-salt"))?;
    let check = bytes::<CHECK_BYTES>(&sealed.check).ok_or_else(|| damaged("file-damaged-check"))?;
    let nonce = bytes::<NONCE_BYTES>(&sealed.nonce).ok_or_else(|| damaged("file-damaged-nonce"))?;
    let body = Base64::decode_vec(&sealed.body).map_err(|_| damaged("file-damaged-base64"))?;
    let key = pin.key_for(salt, costs).map_err(Refusal::Damaged)?;
    if key.check != check {
        return Err(Refusal::OtherPin);
    }
    let plain = cipher(&key)
        .decrypt(
            &XNonce::from(nonce),
            Payload {
                msg: &body,
                aad: bound,
            },
        )
        .map_err(|_| damaged("file-damaged-changed"))?;
    Ok((plain, key))
}

fn cipher(key: &FileKey) -> XChaCha20Poly1305 {
    XChaCha20Poly1305::new(&key.key.into())
}

/// Exactly `N` bytes from base64, or nothing.
fn bytes<const N: usize>(text: &str) -> Option<[u8; N]> {
    Base64::decode_vec(text).ok()?.try_into().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_body_opens_with_its_pin_only_and_not_once_changed() {
        let pin = Pin::new("2468");
        let key = pin.fresh_key().unwrap();
        let sealed = seal(&key, b"bound", b"the secret").unwrap();
        assert!(!sealed.body.contains("secret"));

        let (plain, opened) = open(&sealed, &Pin::new("2468"), b"bound").unwrap();
        assert_eq!(plain, b"the secret");
        assert_eq!(opened, key, "the same PIN and salt give the same key");

        assert_eq!(
            open(&sealed, &Pin::new("2469"), b"bound").unwrap_err(),
            Refusal::OtherPin
        );
        assert!(matches!(
            open(&sealed, &pin, b"other").unwrap_err(),
            Refusal::Damaged(_)
        ));
        let again = seal(&key, b"bound", b"the secret").unwrap();
        assert_ne!(again.nonce, sealed.nonce, "every seal has its own nonce");
        assert_ne!(pin.fresh_key().unwrap(), key, "every file has its own salt");
    }
}
