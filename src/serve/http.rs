//! The requests the page makes, all reads: `/TOKEN/` the page, `/TOKEN/state` the public
//! JSON, `/TOKEN/events` the live updates. Anything without the current token is 403,
//! anything else under it 404; no request body is read.

use super::Shared;
use crate::i18n::Msg;
use crate::msg;
use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderValue, Request, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

/// The page, embedded in the binary: no file, font, script or CDN from outside.
const PAGE: &str = include_str!("../../assets/web/table.html");

/// Where the page takes the state it was served with.
const STATE_SLOT: &str = "null/*state*/";

/// The page's language, said in its first line (the script keeps it up to date after).
const LANG_SLOT: &str = "lang=\"en\"";

/// How often an idle live page hears from the server: enough for the page to notice a lost
/// connection, rare enough to cost nothing.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// The server's routes: one handler that reads the path itself.
pub(super) fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .fallback(handle)
        // The page never sends a body; a large one is refused before it is read.
        .layer(DefaultBodyLimit::max(1024))
        .with_state(shared)
}

/// A short answer in words, in the console's language (the page's reader is at the table).
fn plain(status: StatusCode, said: Msg) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        said.now(),
    )
        .into_response()
}

async fn handle(State(shared): State<Arc<Shared>>, request: Request<Body>) -> Response {
    let path = request.uri().path().to_owned();
    let mut parts = path.trim_start_matches('/').splitn(2, '/');
    let token = parts.next().unwrap_or_default();
    let rest = parts.next();
    let current = shared.token.borrow().clone();
    if token.is_empty() || token != current {
        return plain(StatusCode::FORBIDDEN, msg!("phones-out-of-date"));
    }
    if request.method() != axum::http::Method::GET {
        return plain(StatusCode::METHOD_NOT_ALLOWED, msg!("phones-read-only"));
    }
    match rest {
        // `/TOKEN` without the slash: the page's relative links need it.
        None => Response::builder()
            .status(StatusCode::PERMANENT_REDIRECT)
            .header(header::LOCATION, format!("/{current}/"))
            .body(Body::empty())
            .unwrap_or_else(|_| plain(StatusCode::NOT_FOUND, msg!("phones-not-found"))),
        Some("") => {
            // The state rides in the page, so the first paint needs no second request. A `<`
            // (in a player's name, say) is escaped so the JSON can't end the script early.
            let json = shared.latest.borrow().replace('<', "\\u003c");
            let page = PAGE.replacen(STATE_SLOT, &json, 1).replacen(
                LANG_SLOT,
                &format!("lang=\"{}\"", super::words::lang()),
                1,
            );
            let mut response =
                ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], page).into_response();
            response
                .headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
        Some("state") => {
            let json = shared.latest.borrow().to_string();
            (
                [
                    (header::CONTENT_TYPE, "application/json"),
                    (header::CACHE_CONTROL, "no-store"),
                ],
                json,
            )
                .into_response()
        }
        Some("events") => events(&shared),
        Some(_) => plain(StatusCode::NOT_FOUND, msg!("phones-not-found")),
    }
}

/// The live updates: the current state at once, then each change, until the host gives the
/// phones a new address (then the page asks again, hears 403 and says it is out of date). A
/// page holds one of the `MAX_PAGES` places while connected.
fn events(shared: &Arc<Shared>) -> Response {
    let Ok(place) = shared.pages.clone().try_acquire_owned() else {
        return plain(StatusCode::SERVICE_UNAVAILABLE, msg!("phones-too-many"));
    };
    let mut latest = shared.latest.clone();
    latest.mark_changed();
    let token = shared.token.subscribe();
    let follows = (latest, token, place);
    let stream =
        futures_util::stream::unfold(follows, |(mut latest, mut token, place)| async move {
            // Waits (costing nothing) until the next accepted action; ends with the server, or
            // when the address changes.
            tokio::select! {
                changed = latest.changed() => changed.ok()?,
                _ = token.changed() => return None,
            }
            let json = latest.borrow_and_update().to_string();
            let event: Result<Event, Infallible> = Ok(Event::default().data(json));
            Some((event, (latest, token, place)))
        });
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
        .into_response()
}
