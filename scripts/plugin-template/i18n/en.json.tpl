{
  "title": "__TITLE__",
  "visitor": "You are browsing as a visitor.",
  "signed_in": "Signed in as player {{userId}}."
}
