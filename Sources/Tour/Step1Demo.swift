import Step1_Observer

/// Step 1's demo: an employee who tells their boss, then an organizer who must reach three
/// friends in three different ways. Every notification is read back from a `NotificationLog`.
func step1Demo(_ out: Transcript) {
  let log = NotificationLog()

  /// Runs `change`, then says its code (and `note`) and every notice it produced.
  @discardableResult
  func show<Result>(note: String = "", code: String, _ change: () -> Result) -> Result {
    let before = log.notices.count
    let result = change()
    let sent = log.notices.dropFirst(before)
    out.say("\(code)\(note.isEmpty ? "" : " (\(note))"): \(sent.count) notice\(sent.count == 1 ? "" : "s")")
    for notice in sent { out.say("    \(notice)") }
    return result
  }

  out.say("-- Alice reports to Dana")
  let dana = Boss(name: "Dana", log: log)
  let alice = show(code: "Employee(name: \"Alice\", boss: dana)") { Employee(name: "Alice", boss: dana) }
  show(code: "alice.isFine = false") { alice.isFine = false }
  show(note: "the same value again", code: "alice.isFine = false") { alice.isFine = false }
  show(code: "alice.isFine = true") { alice.isFine = true }

  out.say("")
  out.say("-- Sam must reach Bob on Twitter, Carol by phone, Dave by e-mail")
  let sam = Organizer(
    name: "Sam",
    twitterFriend: TwitterFriend(name: "Bob", log: log),
    phoneFriend: PhoneFriend(name: "Carol", log: log),
    emailFriend: EmailFriend(name: "Dave", log: log))
  show(code: "sam.isRunningLate = true") { sam.isRunningLate = true }
  show(code: "sam.isRunningLate = false") { sam.isRunningLate = false }

  out.say("")
  out.say("Organizer names TwitterFriend, PhoneFriend and EmailFriend and calls three different")
  out.say("methods: a fourth kind of friend means editing Organizer. Chapter 2 breaks that link.")
}
