//! The Killer player's forms: one per thing that happens at the table, each a few typed
//! fields (so the whole game runs from the keyboard) turned into an engine `Action`.

use super::typed;
use crate::i18n::Msg;
use crate::rules::Rules;
use crate::rules::crimewave::{
    Action, Crimewave, Evidence, Killer, Loc, MethodChoice, PublicView, Settings, Status,
};
use crate::ui::widget::board;
use crate::{msg, t};

/// One typed field. Every field is a text input, so Tab and Enter reach all of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The Investigators' names, from the Killer player's left.
    Names,
    /// A location number (also filled by a click on the board).
    Loc,
    /// A Killer: its letter, its colour or its name (in the table's language or English).
    Killer,
    /// An Evidence tile: its plate's initial or its name (in the table's language or English).
    Evidence,
    /// The Investigator calling a raid.
    Investigator,
    /// A murder method name.
    Method,
    /// The Prosecution cards' total.
    Prosecution,
    /// The Defense cards' total.
    Defense,
    /// A d8 face, for the Killer at this index (red, green, blue).
    Face(usize),
}

impl Field {
    /// The text input's id, for focus.
    pub fn id(self) -> String {
        format!("crimewave-{self:?}")
    }
}

/// What the typed fields hold.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Fields {
    names: String,
    loc: String,
    /// What was last typed in the location field (the arrows and the place buttons change
    /// the location, not this): the places offered are those it fits.
    loc_typed: String,
    killer: String,
    evidence: String,
    investigator: String,
    method: String,
    prosecution: String,
    defense: String,
    faces: [String; 3],
}

impl Fields {
    /// A field's text.
    pub fn get(&self, field: Field) -> &str {
        match field {
            Field::Names => &self.names,
            Field::Loc => &self.loc,
            Field::Killer => &self.killer,
            Field::Evidence => &self.evidence,
            Field::Investigator => &self.investigator,
            Field::Method => &self.method,
            Field::Prosecution => &self.prosecution,
            Field::Defense => &self.defense,
            Field::Face(i) => self.faces.get(i).map_or("", String::as_str),
        }
    }

    /// Replaces a field's text (for the location, as typed).
    pub fn set(&mut self, field: Field, value: String) {
        if field == Field::Loc {
            self.loc_typed.clone_from(&value);
        }
        let slot = match field {
            Field::Names => &mut self.names,
            Field::Loc => &mut self.loc,
            Field::Killer => &mut self.killer,
            Field::Evidence => &mut self.evidence,
            Field::Investigator => &mut self.investigator,
            Field::Method => &mut self.method,
            Field::Prosecution => &mut self.prosecution,
            Field::Defense => &mut self.defense,
            Field::Face(i) => match self.faces.get_mut(i) {
                Some(face) => face,
                None => return,
            },
        };
        *slot = value;
    }

    /// Puts a location in the field without changing what it was picked from (an arrow key,
    /// a place's button).
    pub fn choose_loc(&mut self, loc: Loc) {
        self.loc = loc.to_string();
    }

    /// Puts a location in the field as a click on the board does: the arrows then walk the
    /// form's places from it.
    pub fn click_loc(&mut self, loc: Loc) {
        self.loc = loc.to_string();
        self.loc_typed.clear();
    }

    /// What was last typed in the location field.
    pub fn loc_typed(&self) -> &str {
        &self.loc_typed
    }

    /// The Killer the form names, if it reads as one.
    pub fn killer(&self) -> Option<Killer> {
        typed::killer(&self.killer).ok()
    }

    /// The location typed, if it reads as one.
    pub fn loc(&self) -> Option<Loc> {
        self.loc.trim().parse().ok()
    }
}

/// A form on the console.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// Setup: the Investigators in seat order.
    Investigators,
    /// Setup: a Killer's signature method from the d8.
    Method(Killer),
    /// Setup: a Killer's secret residence.
    Residence(Killer),
    /// Setup: one of a Killer's opening crime scenes.
    Scene(Killer),
    /// A Killer's murder.
    Murder,
    /// A random killing (card).
    RandomKilling,
    /// An Evidence tile verified by a roll.
    Verify,
    /// An unverified Evidence tile added to a scene (card, Criminal Liaison).
    AddEvidence,
    /// A Neighborhood Watch placed.
    Watch,
    /// A raid called by an Investigator.
    Raid,
    /// Before the trial: a scene tied to the accused.
    Tie,
    /// The trial's card totals.
    Trial,
    /// A Spooked Killer (meter at 2) changes method.
    ChangeMethod,
    /// The forced move at Spook 3.
    Relocate(Killer),
    /// Full Moon: every method re-rolled.
    FullMoon,
    /// Escape from Prison.
    Escape,
}

/// The forms a player picks during play, with their Alt shortcut letters.
pub const PLAY_FORMS: [(Form, char); 11] = [
    (Form::Murder, 'm'),
    (Form::Raid, 'r'),
    (Form::Verify, 'v'),
    (Form::Watch, 'w'),
    (Form::Trial, 't'),
    (Form::Tie, 'i'),
    (Form::RandomKilling, 'k'),
    (Form::AddEvidence, 'a'),
    (Form::ChangeMethod, 'c'),
    (Form::FullMoon, 'f'),
    (Form::Escape, 'e'),
];

impl Form {
    /// The form's title.
    pub fn title(self) -> String {
        match self {
            Form::Investigators => t!("crimewave-form-investigators"),
            Form::Method(k) => t!("crimewave-form-method", killer = k.msg()),
            Form::Residence(k) => t!("crimewave-form-residence", killer = k.msg()),
            Form::Scene(k) => t!("crimewave-form-scenes", killer = k.msg()),
            Form::Murder => t!("crimewave-form-murder"),
            Form::RandomKilling => t!("crimewave-form-random-killing"),
            Form::Verify => t!("crimewave-form-verify"),
            Form::AddEvidence => t!("crimewave-form-add-evidence"),
            Form::Watch => t!("crimewave-form-watch"),
            Form::Raid => t!("crimewave-form-raid"),
            Form::Tie => t!("crimewave-form-tie"),
            Form::Trial => t!("crimewave-form-trial"),
            Form::ChangeMethod => t!("crimewave-form-change-method"),
            Form::Relocate(k) => t!("crimewave-form-relocate", killer = k.msg()),
            Form::FullMoon => t!("crimewave-form-full-moon"),
            Form::Escape => t!("crimewave-form-escape"),
        }
    }

    /// The form's fields, in the order Tab visits them.
    pub fn fields(self) -> &'static [Field] {
        match self {
            Form::Investigators => &[Field::Names],
            Form::Method(_) => &[Field::Face(0)],
            Form::Residence(_) | Form::Watch | Form::Tie | Form::Relocate(_) => &[Field::Loc],
            Form::Scene(_) | Form::Verify | Form::AddEvidence => &[Field::Loc, Field::Evidence],
            Form::Murder => &[Field::Killer, Field::Loc, Field::Evidence],
            Form::RandomKilling => &[Field::Loc, Field::Evidence, Field::Method],
            Form::Raid => &[Field::Investigator, Field::Loc, Field::Killer],
            Form::Trial => &[Field::Prosecution, Field::Defense],
            Form::ChangeMethod => &[Field::Killer, Field::Method],
            Form::FullMoon => &[Field::Face(0), Field::Face(1), Field::Face(2)],
            Form::Escape => &[Field::Killer, Field::Loc],
        }
    }

    /// Whether the form's Evidence tile is one drawn from the bag (a new scene, a card's
    /// tile), which the app's bag may draw; a verified tile is the result of a roll.
    pub fn draws_a_tile(self) -> bool {
        matches!(
            self,
            Form::Scene(_) | Form::Murder | Form::RandomKilling | Form::AddEvidence
        )
    }

    /// Turns the fields into the action, or says what is missing; `view` is the table's
    /// view of the game (the Investigators' names, the house rules' methods).
    pub fn build(self, fields: &Fields, view: &PublicView) -> Result<Action, String> {
        let loc = || typed::loc(&fields.loc);
        let killer = || typed::killer(&fields.killer);
        let evidence = || typed::evidence(&fields.evidence);
        let face = |i: usize| typed::face(fields.faces.get(i).map_or("", String::as_str));
        let method = || typed::method(&fields.method, &view.settings.methods);
        Ok(match self {
            Form::Investigators => {
                Action::Investigators(fields.names.split_whitespace().map(String::from).collect())
            }
            Form::Method(killer) => Action::Method {
                killer,
                method: MethodChoice::Face(face(0)?),
            },
            Form::Residence(killer) => Action::Residence {
                killer,
                loc: loc()?,
            },
            Form::Scene(killer) => Action::Scene {
                killer,
                loc: loc()?,
                evidence: evidence()?,
            },
            Form::Murder => Action::Murder {
                killer: killer()?,
                loc: loc()?,
                evidence: evidence()?,
            },
            Form::RandomKilling => Action::RandomKilling {
                loc: loc()?,
                evidence: evidence()?,
                method: if fields.method.trim().is_empty() {
                    None
                } else {
                    Some(method()?)
                },
            },
            Form::Verify => Action::Verify {
                loc: loc()?,
                evidence: evidence()?,
            },
            Form::AddEvidence => Action::AddEvidence {
                loc: loc()?,
                evidence: evidence()?,
            },
            Form::Watch => Action::Watch { loc: loc()? },
            Form::Raid => {
                let names: Vec<&str> = view.investigators.iter().map(|i| i.name.as_str()).collect();
                Action::Raid {
                    investigator: typed::name(
                        &fields.investigator,
                        &names,
                        msg!("crimewave-what-caller"),
                    )?
                    .to_string(),
                    loc: loc()?,
                    killer: killer()?,
                }
            }
            Form::Tie => Action::Tie { loc: loc()? },
            Form::Trial => Action::Trial {
                prosecution: typed::total(&fields.prosecution, msg!("crimewave-fill-prosecution"))?,
                defense: typed::total(&fields.defense, msg!("crimewave-fill-defense"))?,
            },
            Form::ChangeMethod => Action::ChangeMethod {
                killer: killer()?,
                method: method()?,
            },
            Form::Relocate(killer) => Action::Relocate {
                killer,
                loc: loc()?,
            },
            Form::FullMoon => Action::FullMoon {
                methods: [
                    MethodChoice::Face(face(0)?),
                    MethodChoice::Face(face(1)?),
                    MethodChoice::Face(face(2)?),
                ],
            },
            Form::Escape => Action::Escape {
                killer: killer()?,
                loc: loc()?,
            },
        })
    }

    /// The form's fields as the engine would take them now: the action ready to record, or
    /// why not (a field to fill, or the engine's own reason), before anything is recorded.
    pub fn check(self, fields: &Fields, game: &Crimewave) -> Result<Action, String> {
        let action = self.build(fields, &game.public_view())?;
        // A trial run on a copy: the board is shared, so this is cheap.
        let mut trial = game.clone();
        trial
            .apply(&action)
            .map_err(|refusal| refusal.reason().now())?;
        Ok(action)
    }
}

/// The form play is held on, if the game forces one: a move at Spook 3, or a pending trial.
pub fn forced(game: &Crimewave, chosen: Form) -> Option<Form> {
    if let Some(killer) = game.pending_relocation() {
        return Some(Form::Relocate(killer));
    }
    if game.on_trial().is_some() && chosen != Form::Tie {
        return Some(Form::Trial);
    }
    None
}

/// What a field's label says on this form, under these house rules.
pub fn label(form: Form, field: Field, settings: &Settings) -> String {
    let methods = || {
        let names: Vec<String> = settings
            .methods
            .iter()
            .map(|m| crate::rules::crimewave::method_msg(m).now())
            .collect();
        names.join(", ")
    };
    match field {
        Field::Names => t!("crimewave-label-names"),
        Field::Loc => t!("crimewave-label-loc"),
        Field::Killer => killer_letters(msg!("crimewave-label-killer")),
        Field::Evidence if form == Form::Verify => {
            evidence_letters(msg!("crimewave-label-evidence-verified"))
        }
        Field::Evidence => evidence_letters(msg!("crimewave-label-evidence")),
        Field::Investigator => t!("crimewave-label-investigator"),
        Field::Method if form == Form::RandomKilling => {
            t!("crimewave-label-method-card", methods = methods())
        }
        Field::Method => t!("crimewave-label-method", methods = methods()),
        Field::Prosecution => t!("crimewave-label-prosecution"),
        Field::Defense => t!("crimewave-label-defense"),
        Field::Face(i) => {
            let killer = match form {
                Form::Method(k) => Some(k),
                _ => Killer::ALL.get(i).copied(),
            };
            killer.map_or_else(
                || t!("crimewave-label-face"),
                |k| t!("crimewave-label-face-for", killer = k.msg()),
            )
        }
    }
}

/// The example shown in an empty field (the label above it says what it is).
pub fn placeholder(field: Field, settings: &Settings) -> String {
    match field {
        Field::Names => t!("crimewave-example-names"),
        Field::Loc => t!("crimewave-example-loc"),
        Field::Killer => killer_letters(msg!("crimewave-example-killer")),
        Field::Evidence => evidence_letters(msg!("crimewave-example-evidence")),
        Field::Investigator => t!("crimewave-example-investigator"),
        Field::Method => {
            let first = settings.methods.first().map(String::as_str);
            t!(
                "crimewave-example-method",
                method = crate::rules::crimewave::method_msg(first.unwrap_or_default())
            )
        }
        Field::Prosecution | Field::Defense => "0".into(),
        Field::Face(_) => t!("crimewave-example-face"),
    }
}

/// `said` with the letters the Killers are typed by in the table's language.
fn killer_letters(said: Msg) -> String {
    let [red, green, blue] = Killer::ALL.map(Killer::letter);
    said.arg("red", red)
        .arg("green", green)
        .arg("blue", blue)
        .now()
}

/// `said` with the letters the Evidence tiles are typed by in the table's language (their
/// plates' initials, typed small).
fn evidence_letters(said: Msg) -> String {
    let [item, blood, fingerprint, witness] =
        Evidence::ALL.map(|e| e.initial().now().to_lowercase());
    said.arg("item", item)
        .arg("blood", blood)
        .arg("fingerprint", fingerprint)
        .arg("witness", witness)
        .now()
}

/// Quick choices offered beside a field: (button label, text it puts in the field), from
/// what the table sees (`view`) and the fields as filled. The location's are the places
/// `location_pick` offers.
pub fn suggestions(
    form: Form,
    field: Field,
    view: &PublicView,
    fields: &Fields,
) -> Vec<(String, String)> {
    let killer = |k: Killer| view.killers.iter().find(|p| p.killer == k);
    match field {
        Field::Killer => {
            let wanted = |k: Killer| {
                let Some(public) = killer(k) else {
                    return false;
                };
                match form {
                    Form::Escape => public.status == Status::Incarcerated,
                    Form::ChangeMethod => {
                        public.spook >= 2 && public.status != Status::Incarcerated
                    }
                    _ => public.status != Status::Incarcerated,
                }
            };
            Killer::ALL
                .into_iter()
                .filter(|&k| wanted(k))
                .map(|k| {
                    (
                        t!(
                            "crimewave-killer-choice",
                            letter = board::letter(k),
                            killer = k.msg()
                        ),
                        k.word_msg().now(),
                    )
                })
                .collect()
        }
        Field::Evidence => {
            // A verification names a tile still face down at the scene, once it is named.
            let waiting: Option<Vec<Evidence>> = (form == Form::Verify)
                .then(|| fields.loc())
                .flatten()
                .and_then(|loc| view.scenes.iter().rev().find(|s| s.loc == loc))
                .map(|scene| {
                    Evidence::ALL
                        .into_iter()
                        .filter(|&e| scene.evidence.iter().any(|t| t.kind == e && !t.verified))
                        .collect()
                });
            waiting
                .unwrap_or_else(|| Evidence::ALL.to_vec())
                .into_iter()
                .map(|e| (e.msg().now(), e.word_msg().now()))
                .collect()
        }
        Field::Investigator => view
            .investigators
            .iter()
            .map(|i| (i.name.clone(), i.name.clone()))
            .collect(),
        Field::Method => view
            .settings
            .methods
            .iter()
            .map(|m| {
                let said = crate::rules::crimewave::method_msg(m).now();
                (said.clone(), said)
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// A sentence with its first letter capitalised ("Item" from "item").
pub fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
