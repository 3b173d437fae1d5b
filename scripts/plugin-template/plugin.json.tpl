{
  "id": "__ID__",
  "version": "0.1.0",
  "hostApi": "^__SDK_MAJOR__.0.0",
  "activation": "route",
  "configGroups": [],
  "styles": ["src/__ID__.css"],
  "provides": []
}
