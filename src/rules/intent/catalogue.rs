//! The cards in the box: 54 civilians, 9 social groups and 12 motives. One data table, kept
//! whole: the traits, the groups and the motives are read together, card by card.

use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A civilian's sex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Sex {
    /// ♂
    Male,
    /// ♀
    Female,
}

impl Sex {
    /// The letter on a card (`F`).
    pub fn letter(self) -> Msg {
        match self {
            Sex::Male => msg!("intent-sex-letter-male"),
            Sex::Female => msg!("intent-sex-letter-female"),
        }
    }
}

/// A civilian's age: 20, 40 or 60 on the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Age {
    /// 20
    Young,
    /// 40
    MiddleAged,
    /// 60
    Senior,
}

impl Age {
    /// The age printed on a card.
    pub fn years(self) -> u8 {
        match self {
            Age::Young => 20,
            Age::MiddleAged => 40,
            Age::Senior => 60,
        }
    }
}

/// A civilian's build: S, M or L on the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Build {
    /// S
    Thin,
    /// M
    Medium,
    /// L
    Heavy,
}

impl Build {
    /// The size letter on a card (`S`, `M`, `L`).
    pub fn letter(self) -> Msg {
        match self {
            Build::Thin => msg!("intent-build-letter-thin"),
            Build::Medium => msg!("intent-build-letter-medium"),
            Build::Heavy => msg!("intent-build-letter-heavy"),
        }
    }

    /// The build in a word (`thin`), as a motive's rule speaks of it.
    pub fn word(self) -> Msg {
        match self {
            Build::Thin => msg!("intent-build-word-thin"),
            Build::Medium => msg!("intent-build-word-medium"),
            Build::Heavy => msg!("intent-build-word-heavy"),
        }
    }
}

/// A civilian's height.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Height {
    /// S
    Short,
    /// M
    Medium,
    /// T
    Tall,
}

impl Height {
    /// The height in a word (`medium`).
    pub fn word(self) -> Msg {
        match self {
            Height::Short => msg!("intent-height-word-short"),
            Height::Medium => msg!("intent-height-word-medium"),
            Height::Tall => msg!("intent-height-word-tall"),
        }
    }
}

/// The nine social groups (Alibi's names where the English edition's are not known: ruling 24).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Group {
    /// Law and order.
    Authority,
    /// The underworld.
    Criminals,
    /// Politicians and officials.
    Government,
    /// Newcomers to the city.
    Immigrants,
    /// The rich and famous.
    JetSet,
    /// The working class.
    Labor,
    /// Doctors and nurses.
    Medicine,
    /// Those on the margins.
    Outcasts,
    /// Newspapers and radio.
    Press,
}

impl Group {
    /// Every group, in the order of its transcript name.
    pub const ALL: [Group; 9] = [
        Group::Authority,
        Group::Criminals,
        Group::Government,
        Group::Immigrants,
        Group::JetSet,
        Group::Labor,
        Group::Medicine,
        Group::Outcasts,
        Group::Press,
    ];

    /// The name in transcripts (`jet-set`).
    pub fn slug(self) -> &'static str {
        match self {
            Group::Authority => "authority",
            Group::Criminals => "criminals",
            Group::Government => "government",
            Group::Immigrants => "immigrants",
            Group::JetSet => "jet-set",
            Group::Labor => "labor",
            Group::Medicine => "medicine",
            Group::Outcasts => "outcasts",
            Group::Press => "press",
        }
    }

    /// The English name (`Jet Set`), as transcripts and the sealed secrets write it; screens
    /// say [`Group::msg`].
    pub fn name(self) -> &'static str {
        match self {
            Group::JetSet => "Jet Set",
            Group::Authority => "Authority",
            Group::Criminals => "Criminals",
            Group::Government => "Government",
            Group::Immigrants => "Immigrants",
            Group::Labor => "Labor",
            Group::Medicine => "Medicine",
            Group::Outcasts => "Outcasts",
            Group::Press => "Press",
        }
    }

    /// The name on screen, in the screens' language.
    pub fn msg(self) -> Msg {
        Msg::new(format!("intent-group-{}", self.slug()))
    }

    /// Reads a transcript name, ignoring case.
    pub fn parse(word: &str) -> Option<Group> {
        Group::ALL
            .into_iter()
            .find(|g| g.slug().eq_ignore_ascii_case(word))
    }

    /// A one-bit mask, so sets of groups are one integer.
    pub(crate) fn bit(self) -> u16 {
        1 << self as u16
    }
}

impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The twelve motives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Motive {
    /// All victims share the first victim's sex.
    Maniac,
    /// Never an intimidated victim.
    Sadist,
    /// Never in the four central blocks.
    Cutthroat,
    /// Never in the blocks around the Detective.
    Vigilante,
    /// Only a civilian alone in their block.
    Killer,
    /// Never twice in one social group.
    Terrorist,
    /// Never the last victim's group; ends with the Person of Interest.
    Cultist,
    /// Never next to the most recent crime scene.
    Robber,
    /// Victims of all three builds.
    Cannibal,
    /// Three victims of one social group.
    Radical,
    /// Victims of at most two ages.
    Psychopath,
    /// Only in a block with a building.
    Spy,
}

impl Motive {
    /// Every motive, in the order of the rulebook's memo.
    pub const ALL: [Motive; 12] = [
        Motive::Maniac,
        Motive::Sadist,
        Motive::Cutthroat,
        Motive::Vigilante,
        Motive::Killer,
        Motive::Terrorist,
        Motive::Cultist,
        Motive::Robber,
        Motive::Cannibal,
        Motive::Radical,
        Motive::Psychopath,
        Motive::Spy,
    ];

    /// The name in transcripts (`cultist`).
    pub fn slug(self) -> &'static str {
        match self {
            Motive::Maniac => "maniac",
            Motive::Sadist => "sadist",
            Motive::Cutthroat => "cutthroat",
            Motive::Vigilante => "vigilante",
            Motive::Killer => "killer",
            Motive::Terrorist => "terrorist",
            Motive::Cultist => "cultist",
            Motive::Robber => "robber",
            Motive::Cannibal => "cannibal",
            Motive::Radical => "radical",
            Motive::Psychopath => "psychopath",
            Motive::Spy => "spy",
        }
    }

    /// The English name (`Cultist`), as transcripts and the sealed secrets write it; screens
    /// say [`Motive::msg`].
    pub fn name(self) -> String {
        let slug = self.slug();
        slug[..1].to_uppercase() + &slug[1..]
    }

    /// The name on screen, in the screens' language.
    pub fn msg(self) -> Msg {
        Msg::new(format!("intent-motive-{}", self.slug()))
    }

    /// Reads a transcript name, ignoring case.
    pub fn parse(word: &str) -> Option<Motive> {
        Motive::ALL
            .into_iter()
            .find(|m| m.slug().eq_ignore_ascii_case(word))
    }
}

impl fmt::Display for Motive {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// One of the 54 civilian cards, by its place in the catalogue.
///
/// Records store the occupation's transcript name, so reordering the catalogue never breaks
/// a saved game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Civilian(u8);

/// The printed face of a civilian card.
struct Card {
    name: &'static str,
    slug: &'static str,
    group: Group,
    sex: Sex,
    age: Age,
    build: Build,
    height: Height,
}

const fn card(
    name: &'static str,
    slug: &'static str,
    group: Group,
    sex: char,
    age: u8,
    build: char,
    height: char,
) -> Card {
    Card {
        name,
        slug,
        group,
        sex: if sex == 'M' { Sex::Male } else { Sex::Female },
        age: match age {
            20 => Age::Young,
            40 => Age::MiddleAged,
            _ => Age::Senior,
        },
        build: match build {
            'S' => Build::Thin,
            'M' => Build::Medium,
            _ => Build::Heavy,
        },
        height: match height {
            'S' => Height::Short,
            'M' => Height::Medium,
            _ => Height::Tall,
        },
    }
}

use Group::*;

/// The box, group by group.
const CARDS: [Card; 54] = [
    card("Bartender", "bartender", Criminals, 'F', 40, 'L', 'M'),
    card("Fence", "fence", Criminals, 'F', 60, 'M', 'T'),
    card("Informant", "informant", Criminals, 'F', 20, 'S', 'S'),
    card("Bouncer", "bouncer", Criminals, 'M', 20, 'L', 'T'),
    card("Gangster", "gangster", Criminals, 'M', 40, 'M', 'S'),
    card("Mafia Don", "mafia-don", Criminals, 'M', 60, 'S', 'M'),
    card("Bus Driver", "bus-driver", Labor, 'M', 60, 'L', 'S'),
    card("Waitress", "waitress", Labor, 'F', 40, 'M', 'S'),
    card("Riveter", "riveter", Labor, 'F', 20, 'L', 'T'),
    card("Librarian", "librarian", Labor, 'F', 60, 'S', 'M'),
    card("Ice Cream Man", "ice-cream-man", Labor, 'M', 20, 'M', 'M'),
    card("Fireman", "fireman", Labor, 'M', 40, 'S', 'T'),
    card("Musician", "musician", Immigrants, 'M', 40, 'L', 'S'),
    card("Nun", "nun", Immigrants, 'F', 60, 'L', 'T'),
    card("Psychic", "psychic", Immigrants, 'F', 20, 'M', 'S'),
    card("Professor", "professor", Immigrants, 'M', 60, 'M', 'M'),
    card("Navy Sailor", "navy-sailor", Immigrants, 'M', 20, 'S', 'T'),
    card("Cabin Crew", "cabin-crew", Immigrants, 'F', 40, 'S', 'M'),
    card("Congressman", "congressman", Government, 'M', 60, 'L', 'M'),
    card(
        "Secret Agent",
        "secret-agent",
        Government,
        'M',
        20,
        'M',
        'T',
    ),
    card("Mayor", "mayor", Government, 'M', 40, 'S', 'S'),
    card("Secretary", "secretary", Government, 'F', 20, 'L', 'S'),
    card("Ambassador", "ambassador", Government, 'F', 40, 'M', 'M'),
    card("Lobbyist", "lobbyist", Government, 'F', 60, 'S', 'T'),
    card("Pharmacist", "pharmacist", Medicine, 'F', 20, 'L', 'M'),
    card("Veterinarian", "veterinarian", Medicine, 'M', 60, 'L', 'T'),
    card("Nurse", "nurse", Medicine, 'F', 40, 'M', 'T'),
    card("Surgeon", "surgeon", Medicine, 'M', 40, 'S', 'M'),
    card("Orderly", "orderly", Medicine, 'M', 20, 'M', 'S'),
    card("Coroner", "coroner", Medicine, 'F', 60, 'S', 'S'),
    card("Judge", "judge", Authority, 'F', 60, 'L', 'S'),
    card("Patrolman", "patrolman", Authority, 'M', 20, 'S', 'S'),
    card(
        "State Attorney",
        "state-attorney",
        Authority,
        'M',
        40,
        'L',
        'M',
    ),
    card("Deputy", "deputy", Authority, 'F', 20, 'M', 'M'),
    card("Lawyer", "lawyer", Authority, 'F', 40, 'S', 'T'),
    card("Dispatcher", "dispatcher", Authority, 'M', 60, 'M', 'T'),
    card("Beggar", "beggar", Outcasts, 'M', 60, 'S', 'S'),
    card("Veteran", "veteran", Outcasts, 'M', 40, 'M', 'T'),
    card("Greaser", "greaser", Outcasts, 'M', 20, 'L', 'M'),
    card("War Widow", "war-widow", Outcasts, 'F', 40, 'L', 'S'),
    card("Cat Lady", "cat-lady", Outcasts, 'F', 60, 'M', 'M'),
    card("Showgirl", "showgirl", Outcasts, 'F', 20, 'S', 'T'),
    card("Ballplayer", "ballplayer", JetSet, 'M', 20, 'L', 'S'),
    card("Benefactor", "benefactor", JetSet, 'M', 40, 'M', 'M'),
    card("Restaurateur", "restaurateur", JetSet, 'F', 60, 'M', 'S'),
    card("Actress", "actress", JetSet, 'F', 20, 'S', 'M'),
    card("Psychiatrist", "psychiatrist", JetSet, 'M', 60, 'S', 'T'),
    card("Artist", "artist", JetSet, 'F', 40, 'L', 'T'),
    card("Newscaster", "newscaster", Press, 'M', 60, 'M', 'S'),
    card("Paperboy", "paperboy", Press, 'M', 20, 'S', 'M'),
    card("Photographer", "photographer", Press, 'M', 40, 'L', 'T'),
    card("Reporter", "reporter", Press, 'F', 20, 'M', 'T'),
    card("Mailwoman", "mailwoman", Press, 'F', 40, 'S', 'S'),
    card("Editor", "editor", Press, 'F', 60, 'L', 'M'),
];

impl Civilian {
    /// How many civilian cards the box holds.
    pub const COUNT: usize = CARDS.len();

    /// Every civilian in the box.
    pub fn all() -> impl Iterator<Item = Civilian> {
        (0..Self::COUNT as u8).map(Civilian)
    }

    /// The card with this place in the catalogue, if there is one.
    pub fn from_index(index: usize) -> Option<Civilian> {
        (index < Self::COUNT).then_some(Civilian(index as u8))
    }

    /// Its place in the catalogue (0–53), for per-civilian tables.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// A one-bit mask, so sets of civilians are one integer.
    pub(crate) fn bit(self) -> u64 {
        1 << self.0
    }

    fn card(self) -> &'static Card {
        // A `Civilian` is only ever built from a valid index.
        &CARDS[self.index() % Self::COUNT]
    }

    /// The occupation as printed in English (`Ice Cream Man`), as transcripts and the sealed
    /// secrets write it; screens say [`Civilian::msg`].
    pub fn name(self) -> &'static str {
        self.card().name
    }

    /// The occupation on screen, in the screens' language.
    pub fn msg(self) -> Msg {
        Msg::new(format!("intent-civilian-{}", self.slug()))
    }

    /// The occupation in transcripts (`ice-cream-man`).
    pub fn slug(self) -> &'static str {
        self.card().slug
    }

    /// Reads a transcript name, ignoring case.
    pub fn parse(word: &str) -> Option<Civilian> {
        Civilian::all().find(|c| c.slug().eq_ignore_ascii_case(word))
    }

    /// The social group.
    pub fn group(self) -> Group {
        self.card().group
    }

    /// ♂ or ♀.
    pub fn sex(self) -> Sex {
        self.card().sex
    }

    /// 20, 40 or 60.
    pub fn age(self) -> Age {
        self.card().age
    }

    /// S, M or L.
    pub fn build(self) -> Build {
        self.card().build
    }

    /// Short, medium or tall.
    pub fn height(self) -> Height {
        self.card().height
    }

    /// Whether the civilian has this characteristic (the questioning's truth).
    pub fn has(self, trait_: Trait) -> bool {
        match trait_ {
            Trait::Sex(s) => self.sex() == s,
            Trait::Age(a) => self.age() == a,
            Trait::Build(b) => self.build() == b,
            Trait::Height(h) => self.height() == h,
        }
    }

    /// The card's traits in a few words (`Outcasts, F, 60, M, medium`).
    pub fn traits(self) -> Msg {
        msg!(
            "intent-card-traits",
            group = self.group().msg(),
            sex = self.sex().letter(),
            age = self.age().years(),
            build = self.build().letter(),
            height = self.height().word(),
        )
    }
}

impl fmt::Display for Civilian {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Civilian {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.slug())
    }
}

impl<'de> Deserialize<'de> for Civilian {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let slug = String::deserialize(deserializer)?;
        Civilian::parse(&slug)
            .ok_or_else(|| serde::de::Error::custom(format!("no civilian is called {slug}")))
    }
}

/// A characteristic the Detective may ask about ("Is the Murderer tall?").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Trait {
    /// Is the Murderer male / female?
    Sex(Sex),
    /// Is the Murderer young / middle-aged / senior?
    Age(Age),
    /// Is the Murderer thin / of medium build / heavy?
    Build(Build),
    /// Is the Murderer tall / of medium height / short?
    Height(Height),
}

impl Trait {
    /// The eleven questions on the memo card.
    pub const ALL: [Trait; 11] = [
        Trait::Sex(Sex::Male),
        Trait::Sex(Sex::Female),
        Trait::Age(Age::Young),
        Trait::Age(Age::MiddleAged),
        Trait::Age(Age::Senior),
        Trait::Build(Build::Thin),
        Trait::Build(Build::Medium),
        Trait::Build(Build::Heavy),
        Trait::Height(Height::Tall),
        Trait::Height(Height::Medium),
        Trait::Height(Height::Short),
    ];

    /// The word in transcripts (`medium-build`).
    pub fn slug(self) -> &'static str {
        match self {
            Trait::Sex(Sex::Male) => "male",
            Trait::Sex(Sex::Female) => "female",
            Trait::Age(Age::Young) => "young",
            Trait::Age(Age::MiddleAged) => "middle-aged",
            Trait::Age(Age::Senior) => "senior",
            Trait::Build(Build::Thin) => "thin",
            Trait::Build(Build::Medium) => "medium-build",
            Trait::Build(Build::Heavy) => "heavy",
            Trait::Height(Height::Tall) => "tall",
            Trait::Height(Height::Medium) => "medium-height",
            Trait::Height(Height::Short) => "short",
        }
    }

    /// Reads a transcript word, ignoring case.
    pub fn parse(word: &str) -> Option<Trait> {
        Trait::ALL
            .into_iter()
            .find(|t| t.slug().eq_ignore_ascii_case(word))
    }

    /// The characteristic in a word on screen (`medium-build`): a question's button.
    pub fn msg(self) -> Msg {
        Msg::new(format!("intent-trait-{}", self.slug()))
    }

    /// The question as the Detective asks it ("Is the Murderer tall?").
    pub fn question(self) -> Msg {
        Msg::new(format!("intent-question-{}", self.slug()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    #[test]
    fn every_combination_appears_exactly_once() {
        let combos: HashSet<_> = Civilian::all()
            .map(|c| (c.sex(), c.age(), c.build(), c.height()))
            .collect();
        // 2 × 3 × 3 × 3 = 54: distinct and complete.
        assert_eq!(combos.len(), 54);
        assert_eq!(Civilian::COUNT, 54);
    }

    #[test]
    fn names_are_unique_and_read_back() {
        let slugs: HashSet<_> = Civilian::all().map(Civilian::slug).collect();
        assert_eq!(slugs.len(), 54);
        for c in Civilian::all() {
            assert_eq!(Civilian::parse(&c.slug().to_uppercase()), Some(c));
            assert!(!c.slug().contains(' '));
        }
    }

    #[test]
    fn six_per_group_with_balanced_traits() {
        let mut by_group: HashMap<Group, Vec<Civilian>> = HashMap::new();
        for c in Civilian::all() {
            by_group.entry(c.group()).or_default().push(c);
        }
        assert_eq!(by_group.len(), 9);
        for (group, members) in by_group {
            assert_eq!(members.len(), 6, "{group}");
            // What the data allows: three of each sex, two of each age, build and height.
            let count = |f: &dyn Fn(Civilian) -> bool| members.iter().filter(|c| f(**c)).count();
            assert_eq!(count(&|c| c.sex() == Sex::Male), 3, "{group} sexes");
            for a in [Age::Young, Age::MiddleAged, Age::Senior] {
                assert_eq!(count(&|c| c.age() == a), 2, "{group} ages");
            }
            for b in [Build::Thin, Build::Medium, Build::Heavy] {
                assert_eq!(count(&|c| c.build() == b), 2, "{group} builds");
            }
            for h in [Height::Short, Height::Medium, Height::Tall] {
                assert_eq!(count(&|c| c.height() == h), 2, "{group} heights");
            }
        }
    }

    #[test]
    fn traits_and_names_read_back() {
        for t in Trait::ALL {
            assert_eq!(Trait::parse(t.slug()), Some(t));
        }
        for m in Motive::ALL {
            assert_eq!(Motive::parse(&m.name()), Some(m));
        }
        for g in Group::ALL {
            assert_eq!(Group::parse(g.slug()), Some(g));
        }
        assert_eq!(
            Civilian::parse("cat-lady").map(|c| c.traits().to_string()),
            Some("Outcasts, F, 60, M, medium".to_owned())
        );
    }
}
