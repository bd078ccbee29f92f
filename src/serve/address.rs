//! Which address to share on: the machine's address on the local network, never a public
//! one; and when it has none, the plain fact that no phone can reach it.

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

/// Whether the phones may be served on `ip`: loopback or a private LAN address (RFC 1918,
/// link-local, or IPv6 unique-local / link-local).
pub fn shareable(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => v4.is_loopback() || v4.is_private() || v4.is_link_local(),
        IpAddr::V6(v6) => {
            v6.is_loopback()
                || (v6.segments()[0] & 0xfe00) == 0xfc00
                || (v6.segments()[0] & 0xffc0) == 0xfe80
        }
    }
}

/// Where phones can reach this machine, as far as its routing table tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// Its address on a private network (a Wi-Fi, a LAN): phones there can open the page.
    Lan(IpAddr),
    /// No private network address, so no phone can reach it: `found` is the address the
    /// machine would use instead, if it has one at all (a public one, which Alibi never
    /// shares on).
    Nowhere {
        /// The machine's one routed address, not a private one; none without any network.
        found: Option<IpAddr>,
    },
}

/// Where the phones can reach this machine: the address it would use to talk to the local
/// network (asked of the routing table with an unconnected UDP socket: no packet is sent),
/// if it is private. Loopback and public addresses are not on a network phones share.
pub fn reach() -> Reach {
    let routed = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).and_then(|socket| {
        socket.connect((Ipv4Addr::new(10, 254, 254, 254), 9))?;
        socket.local_addr()
    });
    match routed.map(|a| a.ip()) {
        Ok(ip) if ip.is_unspecified() || ip.is_loopback() => Reach::Nowhere { found: None },
        Ok(ip) if shareable(ip) => Reach::Lan(ip),
        Ok(ip) => Reach::Nowhere { found: Some(ip) },
        Err(_) => Reach::Nowhere { found: None },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_private_and_loopback_addresses_are_shared() {
        for ok in [
            "127.0.0.1",
            "10.0.0.7",
            "172.16.4.2",
            "192.168.1.20",
            "169.254.3.3",
            "::1",
            "fd00::1",
            "fe80::1",
        ] {
            assert!(shareable(ok.parse().unwrap()), "{ok}");
        }
        for no in ["8.8.8.8", "172.32.0.1", "1.1.1.1", "2001:db8::1", "0.0.0.0"] {
            assert!(!shareable(no.parse().unwrap()), "{no}");
        }
        match reach() {
            Reach::Lan(ip) => assert!(shareable(ip) && !ip.is_loopback(), "{ip}"),
            Reach::Nowhere { found: Some(ip) } => assert!(!shareable(ip), "{ip}"),
            Reach::Nowhere { found: None } => {}
        }
    }
}
