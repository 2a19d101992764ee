//! XfCC, the correspondence servers' web service (ICCF's among them):
//! SOAP 1.1 at `XfccBasic.asmx`, each call a POST with the SOAPAction
//! `http://www.bennedik.com/webservices/XfccBasic/<Operation>`.
//! `GetMyGames` (user name, password) answers every game of the player as
//! an `XfccGame` (its id, players, event, whose turn, the moves as PGN
//! movetext, the days, hours and minutes left on each side, a draw offer,
//! the opponent's message, the result); `MakeAMove` sends a move in SAN
//! with the number of the move and the player's flags (`offerDraw`,
//! `acceptDraw`, `claimDraw`, `resign`) and message, and answers one code
//! (`Success`, `InvalidMove`, …). The XML is read with quick-xml, within
//! bounds; what it says is cleaned before it is shown.

use quick_xml::Reader;
use quick_xml::escape::escape;
use quick_xml::events::Event;

/// The service's namespace, and the start of every SOAPAction.
pub const NAMESPACE: &str = "http://www.bennedik.com/webservices/XfccBasic";

/// ICCF's XfCC address.
pub const ICCF: &str = "https://www.iccf.com/XfccBasic.asmx";

/// The most of an answer annabella reads; an answer beyond any of these
/// is refused whole, never cut short, and what is kept while it is read
/// stays near the answer's own size. The largest answer: a player's games
/// with their moves.
pub const LARGEST_ANSWER: u64 = 4 * 1024 * 1024;

/// The games of one answer (a player has a few dozen at most).
pub const MOST_GAMES: usize = 1000;

/// The fields of one game (XfCC's game has some twenty).
pub const MOST_FIELDS: usize = 100;

/// The text of one field (a game's moves, some kilobytes).
pub const LONGEST_FIELD: usize = 64 * 1024;

/// How deep elements nest (a SOAP answer's games are five deep).
const DEEPEST: usize = 64;

/// The longest name of a field kept: a longer one is no field of XfCC's.
const LONGEST_NAME: usize = 64;

/// The operations annabella calls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Operation {
    GetMyGames,
    MakeAMove,
}

impl Operation {
    pub fn name(self) -> &'static str {
        match self {
            Operation::GetMyGames => "GetMyGames",
            Operation::MakeAMove => "MakeAMove",
        }
    }

    /// The SOAPAction header's value, quoted as SOAP 1.1 writes it.
    pub fn soap_action(self) -> String {
        format!("\"{NAMESPACE}/{}\"", self.name())
    }
}

/// A player's account on an XfCC server.
#[derive(Clone, PartialEq, Eq)]
pub struct Login {
    pub user: String,
    pub password: String,
}

impl std::fmt::Debug for Login {
    /// The password is never written anywhere.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Login({})", self.user)
    }
}

/// What `MakeAMove` sends: a move (or none, for a resignation, a claim
/// or an acceptance) and the player's flags and message.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MakeAMove {
    pub game_id: String,
    /// The number of the move sent (White's and Black's first move are 1).
    pub movecount: u32,
    /// The move in SAN, or empty.
    pub my_move: String,
    pub offer_draw: bool,
    pub accept_draw: bool,
    pub claim_draw: bool,
    pub resign: bool,
    pub message: String,
}

fn envelope(operation: Operation, fields: &[(&str, String)]) -> String {
    let mut body = String::new();
    for (name, value) in fields {
        body.push_str(&format!(
            "      <{name}>{}</{name}>\n",
            escape(value.as_str())
        ));
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\
         <soap:Envelope xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" \
         xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">\n\
         \x20 <soap:Body>\n\
         \x20   <{name} xmlns=\"{NAMESPACE}\">\n{body}\
         \x20   </{name}>\n\
         \x20 </soap:Body>\n\
         </soap:Envelope>\n",
        name = operation.name()
    )
}

/// The request of `GetMyGames`.
pub fn get_my_games(login: &Login) -> String {
    envelope(
        Operation::GetMyGames,
        &[
            ("username", login.user.clone()),
            ("password", login.password.clone()),
        ],
    )
}

/// The request of `MakeAMove`.
pub fn make_a_move(login: &Login, call: &MakeAMove) -> String {
    let flag = |on: bool| if on { "true" } else { "false" }.to_owned();
    envelope(
        Operation::MakeAMove,
        &[
            ("username", login.user.clone()),
            ("password", login.password.clone()),
            ("gameId", call.game_id.clone()),
            ("resign", flag(call.resign)),
            ("acceptDraw", flag(call.accept_draw)),
            ("movecount", call.movecount.to_string()),
            ("myMove", call.my_move.clone()),
            ("offerDraw", flag(call.offer_draw)),
            ("claimDraw", flag(call.claim_draw)),
            ("myMessage", call.message.clone()),
        ],
    )
}

/// One game of `GetMyGames`, its fields as the server wrote them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct XfccGame {
    fields: Vec<(String, String)>,
}

/// The days, hours and minutes a side has left.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct TimeLeft {
    pub days: u32,
    pub hours: u32,
    pub minutes: u32,
}

impl TimeLeft {
    pub fn minutes(self) -> u64 {
        (u64::from(self.days) * 24 + u64::from(self.hours)) * 60 + u64::from(self.minutes)
    }
}

impl XfccGame {
    /// A field's text, as sent, or empty.
    pub fn field(&self, name: &str) -> &str {
        self.fields
            .iter()
            .find(|(n, _)| n == name)
            .map_or("", |(_, v)| v.trim())
    }

    fn flag(&self, name: &str) -> bool {
        self.field(name).eq_ignore_ascii_case("true")
    }

    fn number(&self, name: &str) -> u32 {
        self.field(name).parse().unwrap_or(0).min(100_000)
    }

    /// The game's id, digits and letters only.
    pub fn id(&self) -> String {
        self.field("id")
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .take(40)
            .collect()
    }

    pub fn my_turn(&self) -> bool {
        self.flag("myTurn")
    }

    pub fn has_white(&self) -> bool {
        self.flag("hasWhite")
    }

    pub fn draw_offered(&self) -> bool {
        self.flag("drawOffered")
    }

    /// The starting position when the game does not start from the usual
    /// one.
    pub fn setup_fen(&self) -> Option<&str> {
        (self.flag("setup") && !self.field("fen").is_empty()).then(|| self.field("fen"))
    }

    pub fn player_time(&self) -> TimeLeft {
        TimeLeft {
            days: self.number("daysPlayer"),
            hours: self.number("hoursPlayer"),
            minutes: self.number("minutesPlayer"),
        }
    }

    pub fn opponent_time(&self) -> TimeLeft {
        TimeLeft {
            days: self.number("daysOpponent"),
            hours: self.number("hoursOpponent"),
            minutes: self.number("minutesOpponent"),
        }
    }

    /// A field as it may be shown: cleaned, on one line, bounded.
    pub fn shown(&self, name: &str) -> String {
        crate::notation::outside::line(self.field(name))
    }
}

/// An answer annabella does not take.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// It is not the XML XfCC sends.
    NotXfcc,
    /// It holds more than annabella reads of one (games, fields, text).
    TooLarge,
}

/// The text of one entity reference.
fn entity(name: &[u8]) -> Option<char> {
    Some(match name {
        b"amp" => '&',
        b"lt" => '<',
        b"gt" => '>',
        b"quot" => '"',
        b"apos" => '\'',
        _ => {
            let number = name.strip_prefix(b"#")?;
            let number = std::str::from_utf8(number).ok()?;
            let code = match number.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => number.parse().ok()?,
            };
            char::from_u32(code)?
        }
    })
}

/// Every element named `record` (by its local name, whatever its
/// namespace prefix), as the text of each of its children, within the
/// limits above.
fn records(xml: &str, record: &str) -> Result<Vec<Vec<(String, String)>>, Unreadable> {
    use Unreadable::{NotXfcc, TooLarge};
    let mut reader = Reader::from_str(xml);
    let mut found = Vec::new();
    let mut depth = 0usize;
    let mut inside: Option<(usize, Vec<(String, String)>)> = None;
    let mut field: Option<(String, String)> = None;
    // A child of the record begins: a field, if there is room for one.
    let child = |fields: &Vec<(String, String)>, name: &[u8]| {
        if fields.len() == MOST_FIELDS {
            return Err(TooLarge);
        }
        Ok(if name.len() <= LONGEST_NAME {
            String::from_utf8_lossy(name).into_owned()
        } else {
            String::new()
        })
    };
    loop {
        let event = reader.read_event().map_err(|_| NotXfcc)?;
        match event {
            Event::Start(start) => {
                depth += 1;
                if depth > DEEPEST {
                    return Err(NotXfcc);
                }
                let name = start.local_name();
                match &inside {
                    None if name.as_ref() == record.as_bytes() => {
                        if found.len() == MOST_GAMES {
                            return Err(TooLarge);
                        }
                        inside = Some((depth, Vec::new()));
                    }
                    Some((at, fields)) if depth == at + 1 => {
                        field = Some((child(fields, name.as_ref())?, String::new()));
                    }
                    _ => {}
                }
            }
            Event::End(_) => {
                match (&mut inside, field.take()) {
                    (Some((at, fields)), Some(done)) if depth == *at + 1 => fields.push(done),
                    (_, unfinished) => field = unfinished,
                }
                if inside.as_ref().is_some_and(|(at, _)| *at == depth)
                    && let Some((_, fields)) = inside.take()
                {
                    found.push(fields);
                }
                depth = depth.saturating_sub(1);
            }
            Event::Empty(empty) => {
                if let Some((at, fields)) = &mut inside
                    && depth == *at
                {
                    let name = child(fields, empty.local_name().as_ref())?;
                    fields.push((name, String::new()));
                }
            }
            Event::Text(text) => {
                if let Some((_, value)) = &mut field {
                    let text = text.decode().map_err(|_| NotXfcc)?;
                    push_bounded(value, &text)?;
                }
            }
            Event::CData(text) => {
                if let Some((_, value)) = &mut field {
                    push_bounded(value, &String::from_utf8_lossy(&text))?;
                }
            }
            Event::GeneralRef(reference) => {
                if let Some((_, value)) = &mut field {
                    let c = entity(reference.as_ref()).ok_or(NotXfcc)?;
                    push_bounded(value, c.encode_utf8(&mut [0; 4]))?;
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    Ok(found)
}

/// A field's text grows by `text`, within [`LONGEST_FIELD`].
fn push_bounded(value: &mut String, text: &str) -> Result<(), Unreadable> {
    if value.len() + text.len() > LONGEST_FIELD {
        return Err(Unreadable::TooLarge);
    }
    value.push_str(text);
    Ok(())
}

/// The text of the first element named `name`, if there is one.
fn first_text(xml: &str, parent: &str, name: &str) -> Result<Option<String>, Unreadable> {
    Ok(records(xml, parent)?.into_iter().find_map(|fields| {
        fields
            .into_iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.trim().to_owned())
    }))
}

/// The games of a `GetMyGames` answer.
pub fn read_games(xml: &str) -> Result<Vec<XfccGame>, Unreadable> {
    let has_result = xml.contains("GetMyGamesResult");
    let games: Vec<XfccGame> = records(xml, "XfccGame")?
        .into_iter()
        .map(|fields| XfccGame { fields })
        .collect();
    if games.is_empty() && !has_result {
        return Err(Unreadable::NotXfcc);
    }
    Ok(games)
}

/// The code of a `MakeAMove` answer (`Success`, `InvalidMove`, …).
pub fn read_result(xml: &str) -> Result<String, Unreadable> {
    first_text(xml, "MakeAMoveResponse", "MakeAMoveResult")?.ok_or(Unreadable::NotXfcc)
}

/// The `faultstring` of a SOAP fault, when the answer is one.
pub fn read_fault(xml: &str) -> Option<String> {
    first_text(xml, "Fault", "faultstring").ok().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The requests as the public XfCC clients send them: the
    /// operation in the XfccBasic namespace, its fields in the order of
    /// the service description, values escaped.
    #[test]
    fn requests_carry_their_fields_escaped() {
        let login = Login {
            user: "anna".into(),
            password: "p<&>\"".into(),
        };
        let body = get_my_games(&login);
        assert!(body.contains(&format!("<GetMyGames xmlns=\"{NAMESPACE}\">")));
        assert!(
            body.contains("<password>p&lt;&amp;&gt;&quot;</password>"),
            "{body}"
        );
        let call = MakeAMove {
            game_id: "123".into(),
            movecount: 2,
            my_move: "Nf3".into(),
            offer_draw: true,
            message: "Good luck".into(),
            ..MakeAMove::default()
        };
        let body = make_a_move(&login, &call);
        let order = [
            "<username>anna",
            "<password>",
            "<gameId>123",
            "<resign>false",
            "<acceptDraw>false",
            "<movecount>2",
            "<myMove>Nf3",
            "<offerDraw>true",
            "<claimDraw>false",
            "<myMessage>Good luck",
        ];
        let mut from = 0;
        for part in order {
            let at = body[from..]
                .find(part)
                .unwrap_or_else(|| panic!("{part}: {body}"));
            from += at;
        }
        assert_eq!(
            Operation::MakeAMove.soap_action(),
            "\"http://www.bennedik.com/webservices/XfccBasic/MakeAMove\""
        );
        assert!(!format!("{login:?}").contains("p<"));
    }

    #[test]
    fn games_codes_and_faults_are_read() {
        let xml = r#"<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
<GetMyGamesResponse xmlns="http://www.bennedik.com/webservices/XfccBasic"><GetMyGamesResult>
<XfccGame><id>77</id><white>Bob &amp; Co</white><black>Anna</black><myTurn>true</myTurn>
<hasWhite>false</hasWhite><moves>1.e4</moves><daysPlayer>12</daysPlayer><hoursPlayer>3</hoursPlayer>
<minutesPlayer>5</minutesPlayer><message><![CDATA[Hi]]></message><drawOffered>false</drawOffered>
<result>Ongoing</result></XfccGame>
<XfccGame><id>78</id><myTurn>false</myTurn></XfccGame>
</GetMyGamesResult></GetMyGamesResponse></soap:Body></soap:Envelope>"#;
        let games = read_games(xml).expect("games");
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].id(), "77");
        assert_eq!(games[0].field("white"), "Bob & Co");
        assert!(games[0].my_turn() && !games[0].has_white());
        assert_eq!(games[0].field("message"), "Hi");
        assert_eq!(games[0].player_time().minutes(), (12 * 24 + 3) * 60 + 5);
        let answer = r#"<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
<MakeAMoveResponse xmlns="http://www.bennedik.com/webservices/XfccBasic">
<MakeAMoveResult>InvalidMove</MakeAMoveResult></MakeAMoveResponse></soap:Body></soap:Envelope>"#;
        assert_eq!(read_result(answer).as_deref(), Ok("InvalidMove"));
        let fault = r#"<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
<soap:Fault><faultcode>soap:Server</faultcode><faultstring>AuthenticationFailed</faultstring>
</soap:Fault></soap:Body></soap:Envelope>"#;
        assert_eq!(read_fault(fault).as_deref(), Some("AuthenticationFailed"));
        assert_eq!(read_games("<html>no</html>"), Err(Unreadable::NotXfcc));
        assert_eq!(read_games("<a><b></a>"), Err(Unreadable::NotXfcc));
    }
}
