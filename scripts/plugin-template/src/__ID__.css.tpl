.__ID__-page {
  padding: 16px;
}
